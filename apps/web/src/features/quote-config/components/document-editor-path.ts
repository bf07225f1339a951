import { documentPath } from "../../../config/document-paths.ts";
import type { ClientDocument } from "../api/use-client-documents.ts";

/** Where a document of the card opens: its page in the documents screens (/ventes/devis/:id…). */
export function documentEditorPath(document: Pick<ClientDocument, "quoteId" | "quoteType">): string {
  return documentPath(document.quoteType, document.quoteId);
}
