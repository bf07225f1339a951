import { unwrap } from "@cortege/api-client";
import type { RouteAnswer, transactionsContract } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { transactionQueryKeys } from "./transaction-query-keys.ts";

export type LineSuggestions = RouteAnswer<typeof transactionsContract.bankSuggestions>["lines"][number];

/** GET transaction/bank/suggestions: for each bank line still unmatched, what it may be. */
export async function fetchBankSuggestions(vendorId: string): Promise<LineSuggestions[]> {
  return unwrap(
    await apiClient.call<typeof transactionsContract.bankSuggestions>({
      method: "GET",
      path: "transaction/bank/suggestions",
      query: { vendorId },
      emptyList: { lines: [] },
    }),
  ).lines;
}

export const bankSuggestionsQueryOptions = (vendorId: string) =>
  queryOptions({ queryKey: transactionQueryKeys.suggestions(vendorId), queryFn: () => fetchBankSuggestions(vendorId) });

export function useBankSuggestions() {
  const vendorId = useVendorId();
  return useQuery(bankSuggestionsQueryOptions(vendorId));
}
