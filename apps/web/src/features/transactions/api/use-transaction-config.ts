import { unwrap } from "@cortege/api-client";
import type { TransactionConfigWire, transactionsContract } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { transactionQueryKeys } from "./transaction-query-keys.ts";

/** GET transaction/config: the chart of categories and the fiscal year. */
export async function fetchTransactionConfig(vendorId: string): Promise<TransactionConfigWire> {
  return unwrap(
    await apiClient.call<typeof transactionsContract.config>({ method: "GET", path: "transaction/config", query: { vendorId } }),
  );
}

export const transactionConfigQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: transactionQueryKeys.config(vendorId),
    queryFn: () => fetchTransactionConfig(vendorId),
    staleTime: 60_000,
  });

export function useTransactionConfig() {
  const vendorId = useVendorId();
  return useQuery(transactionConfigQueryOptions(vendorId));
}
