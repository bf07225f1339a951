import type { ClientDocument } from "../api/use-client-documents.ts";

/**
 * Where a document opens. The editor's routes belong to the documents screens; until they exist
 * the card names the documents without a link rather than pointing at a guessed address.
 */
export function documentEditorPath(_document: Pick<ClientDocument, "quoteId" | "quoteType">): string | null {
  return null;
}
