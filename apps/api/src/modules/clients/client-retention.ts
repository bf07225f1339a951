import { badRequest } from "../../platform/errors/app-error.ts";

/** Asked before a client is deleted: whether issued documents (invoices, deposits, credit notes) name it. */
export type ClientDocumentsCheck = (vendorId: string, clientId: string) => Promise<boolean>;

export const clientRetentionCodes = { CLIENT_HAS_ISSUED_DOCUMENTS: "CLIENT_HAS_ISSUED_DOCUMENTS" } as const;
export const clientRetentionMessages = {
  hasIssuedDocuments: "Ce client a des documents émis : il peut être archivé, pas supprimé.",
} as const;

/**
 * A client with issued documents stays (docs/decisions.md "Retention of issued documents"): a credit
 * note may still have to be issued for them, and the documents are kept ten years with their client.
 */
export async function assertClientDeletable(check: ClientDocumentsCheck | undefined, vendorId: string, clientId: string) {
  if (check && (await check(vendorId, clientId))) {
    throw badRequest(clientRetentionCodes.CLIENT_HAS_ISSUED_DOCUMENTS, clientRetentionMessages.hasIssuedDocuments);
  }
}
