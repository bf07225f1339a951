import { unwrap } from "@cortege/api-client";
import type { documentsContract, StatusHistoryWire } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { documentQueryKeys } from "./document-query-keys.ts";

/** GET quote/status-history {quoteId}: every status change of the document, oldest first. */
export async function fetchStatusHistory(vendorId: string, quoteId: string): Promise<StatusHistoryWire> {
  return unwrap(
    await apiClient.call<typeof documentsContract.statusHistory>({
      method: "GET",
      path: "quote/status-history",
      query: { vendorId, quoteId },
    }),
  );
}

export const statusHistoryQueryOptions = (vendorId: string, quoteId: string) =>
  queryOptions({
    queryKey: [...documentQueryKeys.all(vendorId), "history", quoteId] as const,
    queryFn: () => fetchStatusHistory(vendorId, quoteId),
  });

export function useStatusHistory(quoteId: string) {
  const vendorId = useVendorId();
  return useQuery(statusHistoryQueryOptions(vendorId, quoteId));
}
