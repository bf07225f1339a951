import { unwrap } from "@cortege/api-client";
import type { documentsContract, QuoteType } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { documentQueryKeys } from "./document-query-keys.ts";

export type DeleteDocumentsInput = { quoteType: QuoteType; quoteIds: string[] };

/** POST quote/delete {quoteType, quotesToDelete}: refused with the domain's French message for an issued document. */
export async function deleteDocuments(vendorId: string, input: DeleteDocumentsInput): Promise<string[]> {
  const result = await apiClient.call<typeof documentsContract.delete>({
    method: "POST",
    path: "quote/delete",
    body: { vendorId, quoteType: input.quoteType, quotesToDelete: input.quoteIds },
  });
  return unwrap(result).quotesToDelete;
}

export function useDeleteDocuments() {
  const vendorId = useVendorId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteDocumentsInput) => deleteDocuments(vendorId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentQueryKeys.all(vendorId) }),
  });
}
