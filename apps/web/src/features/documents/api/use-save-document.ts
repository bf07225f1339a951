import { unwrap } from "@cortege/api-client";
import type { documentsContract, QuoteType } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { documentQueryKeys } from "./document-query-keys.ts";
import type { DocumentBody, DocumentWire, LineBody } from "./document-wire.ts";

export type SaveDocumentInput = {
  quoteType: QuoteType;
  quoteId?: string | undefined;
  quote: DocumentBody;
  /** Absent for a document whose lines are a fixed amount (a deposit invoice): only its fields change. */
  products?: LineBody[] | undefined;
};

/** POST quote/create (a quote or a standalone invoice) or quote/update; both answer the saved document. */
export async function saveDocument(vendorId: string, input: SaveDocumentInput): Promise<DocumentWire> {
  if (input.quoteId) {
    return unwrap(
      await apiClient.call<typeof documentsContract.update>({
        method: "POST",
        path: "quote/update",
        body: { vendorId, quoteType: input.quoteType, quoteId: input.quoteId, quote: input.quote, products: input.products },
      }),
    );
  }
  const created = unwrap(
    await apiClient.call<typeof documentsContract.create>({
      method: "POST",
      path: "quote/create",
      // A new document always has lines: none is refused with the same « productsRequired » message as [].
      body: { vendorId, quoteType: input.quoteType, quote: input.quote, products: input.products ?? [] },
    }),
  );
  return created.quote;
}

export function useSaveDocument() {
  const vendorId = useVendorId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveDocumentInput) => saveDocument(vendorId, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(documentQueryKeys.detail(vendorId, saved.quoteId), saved);
      void queryClient.invalidateQueries({ queryKey: documentQueryKeys.lists(vendorId, saved.quoteType) });
    },
  });
}
