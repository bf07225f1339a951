import { unwrap } from "@cortege/api-client";
import type { documentsContract, QuoteType } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { documentQueryKeys } from "./document-query-keys.ts";

export type ArchiveDocumentsInput = { quoteType: QuoteType; quoteIds: string[]; isArchived: boolean };

/** POST quote/archive {quoteType, quotesToArchive, isArchived}: false brings archived documents back. */
export async function archiveDocuments(vendorId: string, input: ArchiveDocumentsInput): Promise<string[]> {
  const result = await apiClient.call<typeof documentsContract.archive>({
    method: "POST",
    path: "quote/archive",
    body: {
      vendorId,
      quoteType: input.quoteType,
      quotesToArchive: input.quoteIds,
      isArchived: input.isArchived,
    },
  });
  return unwrap(result).quotesToArchive;
}

export function useArchiveDocuments() {
  const vendorId = useVendorId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ArchiveDocumentsInput) => archiveDocuments(vendorId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentQueryKeys.all(vendorId) }),
  });
}
