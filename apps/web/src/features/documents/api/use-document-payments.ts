import { unwrap } from "@cortege/api-client";
import type { documentsContract, PaymentsWire } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { documentQueryKeys } from "./document-query-keys.ts";

/** Under the documents' keys: a status change or a conversion refreshes the payments too. */
export const documentPaymentsKey = (vendorId: string, quoteId: string) =>
  [...documentQueryKeys.all(vendorId), "payments", quoteId] as const;

/** GET quote/payments {quoteId}: the document's payments, what is due, paid and still to pay. */
export async function fetchDocumentPayments(vendorId: string, quoteId: string): Promise<PaymentsWire> {
  return unwrap(
    await apiClient.call<typeof documentsContract.payments>({
      method: "GET",
      path: "quote/payments",
      query: { vendorId, quoteId },
    }),
  );
}

export const documentPaymentsQueryOptions = (vendorId: string, quoteId: string) =>
  queryOptions({ queryKey: documentPaymentsKey(vendorId, quoteId), queryFn: () => fetchDocumentPayments(vendorId, quoteId) });

export function useDocumentPayments(quoteId: string, enabled = true) {
  const vendorId = useVendorId();
  return useQuery({ ...documentPaymentsQueryOptions(vendorId, quoteId), enabled });
}
