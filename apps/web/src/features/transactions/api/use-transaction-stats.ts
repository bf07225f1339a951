import { unwrap } from "@cortege/api-client";
import type { TransactionStatsWire, transactionsContract } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { transactionQueryKeys } from "./transaction-query-keys.ts";

/** GET transaction/stats?displayDate: the fiscal year's months and the VAT of displayDate's month. */
export async function fetchTransactionStats(vendorId: string, displayDate: string): Promise<TransactionStatsWire> {
  return unwrap(
    await apiClient.call<typeof transactionsContract.stats>({
      method: "GET",
      path: "transaction/stats",
      query: { vendorId, displayDate },
    }),
  );
}

export const transactionStatsQueryOptions = (vendorId: string, displayDate: string) =>
  queryOptions({
    queryKey: transactionQueryKeys.stats(vendorId, displayDate),
    queryFn: () => fetchTransactionStats(vendorId, displayDate),
  });

export function useTransactionStats(displayDate: string) {
  const vendorId = useVendorId();
  return useQuery(transactionStatsQueryOptions(vendorId, displayDate));
}
