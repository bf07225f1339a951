import { unwrap } from "@cortege/api-client";
import type { documentsContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { documentQueryKeys } from "./document-query-keys.ts";
import type { DocumentWire } from "./document-wire.ts";

export type SignDocumentInput = { quoteId: string; clientId: string | null; filename: string };

/** POST quote/sign {clientId, quoteId, filename}: the signed copy is stored, the quote becomes SIGNED. */
export async function signDocument(vendorId: string, input: SignDocumentInput): Promise<DocumentWire> {
  return unwrap(
    await apiClient.call<typeof documentsContract.sign>({
      method: "POST",
      path: "quote/sign",
      body: { vendorId, ...input },
    }),
  );
}

export function useSignDocument() {
  const vendorId = useVendorId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignDocumentInput) => signDocument(vendorId, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(documentQueryKeys.detail(vendorId, saved.quoteId), saved);
      void queryClient.invalidateQueries({ queryKey: documentQueryKeys.all(vendorId) });
    },
  });
}
