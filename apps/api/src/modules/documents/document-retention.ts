import type { Db, Tx } from "../../platform/db/database.ts";
import { createDocumentsRepository } from "./documents.repository.ts";

/**
 * What other modules ask before deleting what issued documents depend on (docs/decisions.md
 * "Retention of issued documents"): a client with issued documents is archived, not deleted; a
 * vendor with issued documents is closed, not deleted. The database refuses the deletion anyway
 * (trigger documents_keep_issued); these questions let the callers answer in French first.
 */
export function createDocumentsRetention(db: Db) {
  const repo = createDocumentsRepository(db);
  return {
    clientHasIssuedDocuments: (vendorId: string, clientId: string) => repo.clientHasIssued(db, vendorId, clientId),
    /** On the caller's transaction, so that the answer holds until it commits. */
    vendorsWithIssuedDocuments: (conn: Db | Tx, vendorIds: readonly string[]) => repo.vendorsWithIssued(conn, vendorIds),
  };
}
export type DocumentsRetention = ReturnType<typeof createDocumentsRetention>;
