import { formatEurosFr } from "../documents/allocation.ts";
import { frenchMonths } from "../text/french-dates.ts";

/**
 * The variables a scheduled e-mail may hold in its subject and body, written `{{client}}`; they are
 * filled when the e-mail leaves, so a renamed client or a moved event date is always current.
 */
export const templateVariables = ["client", "evenement", "dateEvenement", "prestataire", "montant"] as const;
export type TemplateVariable = (typeof templateVariables)[number];

export const templateVariableLabels: Record<TemplateVariable, string> = {
  client: "Nom du client",
  evenement: "Nom de l'événement",
  dateEvenement: "Date de l'événement",
  prestataire: "Nom du prestataire",
  montant: "Montant de la caution",
};

export type TemplateValues = {
  clientName: string | null;
  eventName: string | null;
  /** The event's calendar day (YYYY-MM-DD). */
  eventDate: string | null;
  vendorName: string | null;
  amountCents: number | null;
};

/** « 12 juin 2027 », « 1er mai 2027 »: a calendar day as a French letter writes it. */
export function formatLongDateFr(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = Number(match[3]);
  return `${date === 1 ? "1er" : date} ${frenchMonths[Number(match[2]) - 1] ?? ""} ${Number(match[1])}`;
}

function textOf(variable: TemplateVariable, values: TemplateValues): string {
  switch (variable) {
    case "client":
      return values.clientName ?? "";
    case "evenement":
      return values.eventName ?? "";
    case "dateEvenement":
      return values.eventDate ? formatLongDateFr(values.eventDate) : "";
    case "prestataire":
      return values.vendorName ?? "";
    case "montant":
      return values.amountCents === null ? "" : formatEurosFr(values.amountCents);
  }
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const VARIABLE = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/**
 * The known variables of a template that would be left empty with these values (no client, no
 * event date…), each once, in the order they appear. An e-mail is never sent with such a hole.
 */
export function unresolvedVariables(template: string, values: TemplateValues): TemplateVariable[] {
  const found: TemplateVariable[] = [];
  for (const match of template.matchAll(VARIABLE)) {
    const name = match[1] as string;
    if (!(templateVariables as readonly string[]).includes(name)) continue;
    const variable = name as TemplateVariable;
    if (textOf(variable, values).trim() === "" && !found.includes(variable)) found.push(variable);
  }
  return found;
}

/**
 * Replaces every known `{{variable}}` (spaces inside the braces allowed) by its value; a value that is
 * not known (no client yet…) becomes empty, an unknown name stays as written. In HTML the values are
 * escaped, so a client named « <b>Roy</b> » cannot add markup to the message.
 */
export function fillTemplate(template: string, values: TemplateValues, options: { html: boolean }): string {
  return template.replace(VARIABLE, (whole, name: string) => {
    if (!(templateVariables as readonly string[]).includes(name)) return whole;
    const text = textOf(name as TemplateVariable, values);
    return options.html ? escapeHtml(text) : text;
  });
}
