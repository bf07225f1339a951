import { unwrap } from "@cortege/api-client";
import type { documentsContract, EinvoiceStatusWire, QuoteType } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { documentQueryKeys } from "./document-query-keys.ts";

type Answer = EinvoiceStatusWire;

/** GET quote/einvoice/status: the document's deposit on the plateforme agréée and its lifecycle status. */
export async function fetchEinvoiceStatus(vendorId: string, quoteType: QuoteType, quoteId: string): Promise<Answer> {
  return unwrap(
    await apiClient.call<typeof documentsContract.einvoiceStatus>({
      method: "GET",
      path: "quote/einvoice/status",
      query: { vendorId, quoteType, quoteId },
    }),
  );
}

export const einvoiceStatusQueryOptions = (vendorId: string, quoteType: QuoteType, quoteId: string) =>
  queryOptions({
    queryKey: [...documentQueryKeys.einvoiceStatuses(vendorId), quoteId] as const,
    queryFn: () => fetchEinvoiceStatus(vendorId, quoteType, quoteId),
  });

export function useEinvoiceStatus(quoteType: QuoteType, quoteId: string, enabled: boolean) {
  const vendorId = useVendorId();
  return useQuery({ ...einvoiceStatusQueryOptions(vendorId, quoteType, quoteId), enabled });
}
