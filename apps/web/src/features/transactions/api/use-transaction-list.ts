import { unwrap } from "@cortege/api-client";
import type { TransactionListWire, TransactionStatus, TransactionType, transactionsContract } from "@cortege/domain";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { transactionQueryKeys } from "./transaction-query-keys.ts";

export type TransactionFilters = {
  searchTerm: string;
  status?: TransactionStatus | undefined;
  transactionType?: TransactionType | undefined;
  categoryId?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
};

/** POST transaction/search?nextPage: one page of the vendor's transactions matching the filters, newest first. */
export async function fetchTransactions(
  vendorId: string,
  filters: TransactionFilters,
  nextPage: string | undefined,
): Promise<TransactionListWire> {
  const empty: TransactionListWire = { transactions: [], nextPage: null, totalCount: 0 };
  return unwrap(
    await apiClient.call<typeof transactionsContract.search>({
      method: "POST",
      path: "transaction/search",
      query: nextPage ? { vendorId, nextPage } : { vendorId },
      // A filter left empty is not sent (JSON drops undefined).
      body: {
        vendorId,
        searchTerm: filters.searchTerm,
        status: filters.status || undefined,
        transactionType: filters.transactionType || undefined,
        categoryId: filters.categoryId || undefined,
        startDate: filters.startDate || undefined,
        endDate: filters.endDate || undefined,
      },
      emptyList: empty,
    }),
  );
}

export const transactionListQueryOptions = (vendorId: string, filters: TransactionFilters) =>
  infiniteQueryOptions({
    queryKey: [...transactionQueryKeys.lists(vendorId), filters],
    queryFn: ({ pageParam }) => fetchTransactions(vendorId, filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    placeholderData: keepPreviousData,
  });

export function useTransactionList(filters: TransactionFilters) {
  const vendorId = useVendorId();
  return useInfiniteQuery(transactionListQueryOptions(vendorId, filters));
}
