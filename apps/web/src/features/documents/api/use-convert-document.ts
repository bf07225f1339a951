import { unwrap } from "@cortege/api-client";
import type { DiscountType, documentsContract, QuoteType } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { documentQueryKeys } from "./document-query-keys.ts";
import type { DocumentCreated } from "./document-wire.ts";

export type ConvertDocumentInput = {
  quoteType: QuoteType;
  quoteTypeDestination: QuoteType;
  quoteId: string;
  /** QUOTE → DEPOSIT: a deposit of its own (30 %, or euros); without it, the next entry of the schedule. */
  deposit?: { depositType: DiscountType; depositValue: number } | undefined;
  /** INVOICE/DEPOSIT → CREDIT_NOTE: an amount including tax; the whole remainder without it. */
  amount?: number | undefined;
};

/** POST quote/duplicate: a copy (same type) or the next document of the chain, linked both ways. */
export async function convertDocument(vendorId: string, input: ConvertDocumentInput): Promise<DocumentCreated> {
  return unwrap(
    await apiClient.call<typeof documentsContract.duplicate>({
      method: "POST",
      path: "quote/duplicate",
      body: { vendorId, ...input },
    }),
  );
}

export function useConvertDocument() {
  const vendorId = useVendorId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConvertDocumentInput) => convertDocument(vendorId, input),
    // The source's links change too: every list and document of the vendor is refreshed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentQueryKeys.all(vendorId) }),
  });
}
