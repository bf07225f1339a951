import { formatLongDateFr } from "../tasks/template-variables.ts";
import { formatEurosFr } from "./allocation.ts";

/**
 * The variables of the quote config's e-mail template and title (part 2 §3 `emailTemplate`,
 * `titleEmailTemplate`; issue 7 §8: client name, document number, amount, due date), written
 * `{{numero}}` like the scheduled e-mails' (tasks/template-variables.ts), filled when the document is sent.
 */
export const documentEmailVariables = ["client", "typeDocument", "numero", "montant", "echeance", "prestataire"] as const;
export type DocumentEmailVariable = (typeof documentEmailVariables)[number];

export const documentEmailVariableLabels: Record<DocumentEmailVariable, string> = {
  client: "Nom du client",
  typeDocument: "Type de document",
  numero: "Numéro du document",
  montant: "Montant TTC",
  echeance: "Date d'échéance",
  prestataire: "Nom du prestataire",
};

/** Proposed while the vendor has written none. */
export const DEFAULT_DOCUMENT_EMAIL_TITLE = "{{typeDocument}} {{numero}} – {{prestataire}}";
export const DEFAULT_DOCUMENT_EMAIL_TEMPLATE = `Bonjour {{client}},

Veuillez trouver ci-joint votre {{typeDocument}} n° {{numero}} d'un montant de {{montant}} TTC, à régler avant le {{echeance}}.

Nous restons à votre disposition pour toute question.

Bien cordialement,
{{prestataire}}`;

export type DocumentEmailValues = {
  clientName: string | null;
  /** « devis », « facture »… as the sentence reads it. */
  documentType: string | null;
  number: string | null;
  totalIncludingTaxCents: number | null;
  /** YYYY-MM-DD. */
  dueDate: string | null;
  vendorName: string | null;
};

function textOf(variable: DocumentEmailVariable, v: DocumentEmailValues): string {
  switch (variable) {
    case "client":
      return v.clientName ?? "";
    case "typeDocument":
      return v.documentType ?? "";
    case "numero":
      return v.number ?? "";
    case "montant":
      return v.totalIncludingTaxCents === null ? "" : formatEurosFr(v.totalIncludingTaxCents);
    case "echeance":
      return v.dueDate ? formatLongDateFr(v.dueDate) : "";
    case "prestataire":
      return v.vendorName ?? "";
  }
}

const VARIABLE = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/** Every known `{{variable}}` replaced by its value (empty when unknown); an unknown name stays as written. */
export function fillDocumentEmailTemplate(template: string, values: DocumentEmailValues): string {
  return template.replace(VARIABLE, (whole, name: string) =>
    (documentEmailVariables as readonly string[]).includes(name) ? textOf(name as DocumentEmailVariable, values) : whole,
  );
}

/** The names written between braces that are not variables: the settings screen warns about them. */
export function unknownEmailVariables(template: string): string[] {
  const names = [...template.matchAll(VARIABLE)].map((m) => m[1] as string);
  return [...new Set(names.filter((n) => !(documentEmailVariables as readonly string[]).includes(n)))];
}
