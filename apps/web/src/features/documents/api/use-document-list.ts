import { unwrap } from "@cortege/api-client";
import type { DocumentStatus, QuoteType } from "@cortege/domain";
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
  const path = term ? "quote/search" : p.status ? "quote/list/status" : "quote/list";
  return unwrap(
    await apiClient.request<DocumentPage>({
      method: "GET",
      path,
      query: {
        vendorId,
        quoteType: p.quoteType,
        isArchived: p.isArchived,
        nextPage: p.nextPage,
        limit: DOCUMENT_PAGE_SIZE,
        ...(term ? { searchTerm: term } : p.status ? { status: p.status } : {}),
      },
      emptyList: { quotes: [], nextPage: null, statusCounts: [] } satisfies DocumentPage,
    }),
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
