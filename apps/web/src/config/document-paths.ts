import type { QuoteType } from "@cortege/domain";
import { paths } from "./paths.ts";

/** The list of each type (/ventes/devis, /ventes/factures, /ventes/acomptes, /ventes/avoirs). */
export const documentListPaths: Record<QuoteType, string> = {
  QUOTE: paths.quotes,
  INVOICE: paths.invoices,
  DEPOSIT: paths.depositInvoices,
  CREDIT_NOTE: paths.creditNotes,
};

const slugs: Record<QuoteType, string> = { QUOTE: "devis", INVOICE: "factures", DEPOSIT: "acomptes", CREDIT_NOTE: "avoirs" };

export const NEW_DOCUMENT = "nouveau";

export function quoteTypeOfSlug(slug: string | undefined): QuoteType | null {
  const found = (Object.entries(slugs) as [QuoteType, string][]).find(([, s]) => s === slug);
  return found ? found[0] : null;
}

/** One document's page, or the editor of a new one (quotes and standalone invoices only). */
export const documentPath = (quoteType: QuoteType, quoteId: string = NEW_DOCUMENT) =>
  paths.document.replace(":typeSlug", slugs[quoteType]).replace(":quoteId", encodeURIComponent(quoteId));
