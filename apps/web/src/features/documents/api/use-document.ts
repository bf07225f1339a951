import { unwrap } from "@cortege/api-client";
import type { documentsContract, QuoteType } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { documentQueryKeys } from "./document-query-keys.ts";
import type { DocumentWire } from "./document-wire.ts";

/** GET quote {quoteType, quoteId}: one document with its lines, totals and schedule. */
export async function fetchDocument(vendorId: string, quoteType: QuoteType, quoteId: string): Promise<DocumentWire> {
  return unwrap(
    await apiClient.call<typeof documentsContract.get>({ method: "GET", path: "quote", query: { vendorId, quoteType, quoteId } }),
  );
}

export const documentQueryOptions = (vendorId: string, quoteType: QuoteType, quoteId: string) =>
  queryOptions({
    queryKey: documentQueryKeys.detail(vendorId, quoteId),
    queryFn: () => fetchDocument(vendorId, quoteType, quoteId),
  });

export function useDocument(quoteType: QuoteType, quoteId: string | undefined) {
  const vendorId = useVendorId();
  return useQuery({ ...documentQueryOptions(vendorId, quoteType, quoteId ?? ""), enabled: quoteId !== undefined });
}
