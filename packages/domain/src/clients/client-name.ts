type NamedContact = { firstname?: string | null | undefined; lastname?: string | null | undefined };

/**
 * The name shown for a client when the user gives none: the company's trade name for a professional,
 * otherwise the people of the couple ("Anne Roy et Paul Martin").
 */
export function defaultClientName(contacts: readonly NamedContact[], company?: { tradeName: string } | null): string {
  if (company?.tradeName) return company.tradeName;
  const people = contacts
    .map((c) =>
      [c.firstname, c.lastname]
        .filter((part) => part && part.trim() !== "")
        .join(" ")
        .trim(),
    )
    .filter((n) => n !== "");
  if (people.length === 0) return "Client sans nom";
  if (people.length === 1) return people[0] as string;
  return `${people.slice(0, -1).join(", ")} et ${people[people.length - 1]}`;
}
