import { unwrap } from "@cortege/api-client";
import type { documentsContract } from "@cortege/domain";
import { useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { documentQueryKeys } from "./document-query-keys.ts";
import type { DocumentSummary } from "./document-wire.ts";

/** POST quote/list/linked {quoteIds}: the documents converted from or deducted by this one, both ways. */
export async function fetchLinkedDocuments(vendorId: string, quoteId: string): Promise<DocumentSummary[]> {
  const result = await apiClient.call<typeof documentsContract.linked>({
    method: "POST",
    path: "quote/list/linked",
    body: { vendorId, quoteIds: [quoteId] },
  });
  return unwrap(result).quotes;
}

export function useLinkedDocuments(quoteId: string | undefined, enabled: boolean) {
  const vendorId = useVendorId();
  return useQuery({
    queryKey: documentQueryKeys.linked(vendorId, quoteId ?? ""),
    queryFn: () => fetchLinkedDocuments(vendorId, quoteId ?? ""),
    enabled: quoteId !== undefined && enabled,
  });
}
