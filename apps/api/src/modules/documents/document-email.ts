import {
  DEFAULT_DOCUMENT_EMAIL_TEMPLATE,
  DEFAULT_DOCUMENT_EMAIL_TITLE,
  type DocumentEmailValues,
  fillDocumentEmailTemplate,
  type QuoteType,
} from "@cortege/domain";

/** How the e-mail's sentence names the document ({{typeDocument}}). */
export const documentTypeInSentence: Record<QuoteType, string> = {
  QUOTE: "devis",
  INVOICE: "facture",
  CREDIT_NOTE: "avoir",
  DEPOSIT: "facture d'acompte",
};

/**
 * The default body when the vendor has written none: the domain's for what is to be paid; a quote
 * is not "to be paid before" its validity date, and a credit note is not to be paid at all.
 */
const defaultBodies: Partial<Record<QuoteType, string>> = {
  QUOTE: `Bonjour {{client}},

Veuillez trouver ci-joint notre devis n° {{numero}} d'un montant de {{montant}} TTC, valable jusqu'au {{echeance}}.

Nous restons à votre disposition pour toute question.

Bien cordialement,
{{prestataire}}`,
  CREDIT_NOTE: `Bonjour {{client}},

Veuillez trouver ci-joint votre avoir n° {{numero}} d'un montant de {{montant}} TTC.

Bien cordialement,
{{prestataire}}`,
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The subject and body (text and HTML) of a document's e-mail, variables filled. */
export function composeDocumentEmail(input: {
  quoteType: QuoteType;
  subject: string | null;
  body: string | null;
  values: DocumentEmailValues;
}): { subject: string; text: string; html: string } {
  const subjectTemplate = input.subject ?? DEFAULT_DOCUMENT_EMAIL_TITLE;
  const bodyTemplate = input.body ?? defaultBodies[input.quoteType] ?? DEFAULT_DOCUMENT_EMAIL_TEMPLATE;
  // A subject is one line: a template's line breaks would start the headers' body.
  const subject = fillDocumentEmailTemplate(subjectTemplate, input.values).replace(/\s+/g, " ").trim();
  const text = fillDocumentEmailTemplate(bodyTemplate, input.values).trim();
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 14px">${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
  const html = `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#2b2326;line-height:1.5">${paragraphs}</body></html>`;
  // "{{typeDocument}} …" opens the default subject: a sentence's word, capitalised there.
  const capitalised = subject.charAt(0).toUpperCase() + subject.slice(1);
  return { subject: capitalised || "Document", text, html };
}
