import { unwrap } from "@cortege/api-client";
import type { documentsContract, QuoteType, RouteAnswer } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { quoteConfigQueryKeys } from "./quote-config-query-keys.ts";

/** GET quote/config: every field (defaults filled by the server) and the four numbering series. */
export type QuoteConfigWire = RouteAnswer<typeof documentsContract.config>;

/** A series as GET quote/config answers it: the format, the next counter, and whether it is in use. */
export type NumberingState = QuoteConfigWire["numbering"][QuoteType];

export async function fetchQuoteConfig(vendorId: string): Promise<QuoteConfigWire> {
  return unwrap(
    await apiClient.call<typeof documentsContract.config>({ method: "GET", path: "quote/config", query: { vendorId } }),
  );
}

export const quoteConfigQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: quoteConfigQueryKeys.config(vendorId),
    queryFn: () => fetchQuoteConfig(vendorId),
    enabled: vendorId !== "",
  });

export function useQuoteConfig(vendorId: string) {
  return useQuery(quoteConfigQueryOptions(vendorId));
}
