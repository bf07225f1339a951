import { unwrap } from "@cortege/api-client";
import type { DocumentStatus, documentsContract, QuoteType } from "@cortege/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { documentQueryKeys } from "./document-query-keys.ts";
import type { DocumentPage } from "./document-wire.ts";

export const DOCUMENT_PAGE_SIZE = 25;

export type DocumentListParams = {
  quoteType: QuoteType;
  isArchived: boolean;
  searchTerm?: string | undefined;
  status?: DocumentStatus | undefined;
  nextPage?: string | undefined;
};

/** GET quote/search when a term is typed (lower-cased, as the spec says), quote/list/status for a status, quote/list otherwise. */
export async function fetchDocumentList(vendorId: string, p: DocumentListParams): Promise<DocumentPage> {
  const term = p.searchTerm?.trim().toLocaleLowerCase("fr");
  const base = { vendorId, quoteType: p.quoteType, isArchived: p.isArchived, nextPage: p.nextPage, limit: DOCUMENT_PAGE_SIZE };
  const emptyList: DocumentPage = { quotes: [], nextPage: null, statusCounts: [] };
  if (term) {
    return unwrap(
      await apiClient.call<typeof documentsContract.search>({
        method: "GET",
        path: "quote/search",
        query: { ...base, searchTerm: term },
        emptyList,
      }),
    );
  }
  if (p.status) {
    return unwrap(
      await apiClient.call<typeof documentsContract.listByStatus>({
        method: "GET",
        path: "quote/list/status",
        query: { ...base, status: p.status },
        emptyList,
      }),
    );
  }
  return unwrap(
    await apiClient.call<typeof documentsContract.list>({ method: "GET", path: "quote/list", query: base, emptyList }),
  );
}

export const documentListQueryOptions = (vendorId: string, params: DocumentListParams) =>
  queryOptions({
    queryKey: [...documentQueryKeys.lists(vendorId, params.quoteType), params],
    queryFn: () => fetchDocumentList(vendorId, params),
    // Paging keeps the previous page on screen, but another type's list never shows under this title.
    placeholderData: (previous, query) => (query?.queryKey[3] === params.quoteType ? keepPreviousData(previous) : undefined),
  });

export function useDocumentList(params: DocumentListParams) {
  const vendorId = useVendorId();
  return useQuery(documentListQueryOptions(vendorId, params));
}
