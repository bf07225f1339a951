import { unwrap } from "@cortege/api-client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { transactionQueryKeys } from "./transaction-query-keys.ts";

export type LineSuggestions = {
  transactionId: string;
  invoices: { quoteId: string; name: string; clientName: string; remaining: number; score: number }[];
  payments: { transactionId: string; label: string; amount: number; transactionDate: string }[];
  category: { categoryId: string; confidence: number } | null;
};

/** GET transaction/bank/suggestions: for each bank line still unmatched, what it may be. */
export async function fetchBankSuggestions(vendorId: string): Promise<LineSuggestions[]> {
  return unwrap(
    await apiClient.request<{ lines: LineSuggestions[] }>({
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
