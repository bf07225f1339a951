import { depositCreditMessages, normalizeDocumentStatus, normalizeQuoteType } from "@cortege/domain";
import type { Tx } from "../../platform/db/database.ts";
import type { DocumentRow, DocumentsRepository } from "./documents.repository.ts";

/**
 * Why a credit note can't be made on this deposit invoice yet (null when it can): a final invoice that
 * is not cancelled — issued or still a draft — deducts it, and must be credited (or deleted) first.
 */
export async function depositCreditRefusal(
  repo: DocumentsRepository,
  tx: Tx,
  vendorId: string,
  source: DocumentRow,
): Promise<string | null> {
  if (normalizeQuoteType(source.quoteType) !== "DEPOSIT") return null;
  const deducting = (await repo.links(tx, vendorId, [source.id]))
    .filter((l) => l.linkedId === source.id && l.relation === "DEDUCTS")
    .map((l) => l.documentId);
  const finals = (await repo.getMany(tx, vendorId, deducting)).filter(
    (d) => normalizeQuoteType(d.quoteType) === "INVOICE" && normalizeDocumentStatus(d.status) !== "CANCELED",
  );
  const issued = finals.find((d) => normalizeDocumentStatus(d.status) !== "DRAFT");
  if (issued) return depositCreditMessages.deductedByIssuedFinal(issued.name ?? "");
  return finals.length > 0 ? depositCreditMessages.deductedByDraftFinal : null;
}
