/** The months as French writes them, January first (lower case, as inside a sentence). */
export const frenchMonths: readonly string[] = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
];

/**
 * A date through Intl, with the first day of a month the French way: Intl writes « 1 juin 2027 »,
 * French writes « 1er juin 2027 » (and « mardi 1er juin 2027 »). Other languages are left as Intl
 * writes them; a two-digit day (« 01/06/2027 ») is a number, not an ordinal, and stays too.
 */
export function formatDateWithOrdinal(format: Intl.DateTimeFormat, date: Date): string {
  const options = format.resolvedOptions();
  const french = options.locale.toLowerCase().startsWith("fr");
  return format
    .formatToParts(date)
    .map((part) =>
      french && part.type === "day" && part.value === "1" && options.month !== "2-digit" && options.month !== "numeric"
        ? "1er"
        : part.value,
    )
    .join("");
}
