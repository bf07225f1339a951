import { unwrap } from "@cortege/api-client";
import { transactionMessages, type transactionsContract } from "@cortege/domain";
import { apiClient } from "../../../lib/session/api.ts";

export type ExportFormat = "CSV" | "XLSX" | "FEC" | "RECEIPTS";

/**
 * GET transaction/export: the download URL of the period's file, which the browser then opens; no URL
 * is the spec's "No URL returned from the server".
 */
export async function exportTransactions(
  vendorId: string,
  startDate: string,
  endDate: string,
  format: ExportFormat,
): Promise<{ url: string; filename: string }> {
  const answer = unwrap(
    await apiClient.call<typeof transactionsContract.export>({
      method: "GET",
      path: "transaction/export",
      query: { vendorId, startDate, endDate, format },
    }),
  );
  if (!answer.url) throw new Error(transactionMessages.noUrl);
  return { url: answer.url, filename: answer.filename };
}
