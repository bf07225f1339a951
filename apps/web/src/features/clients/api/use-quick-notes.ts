import { unwrap } from "@cortege/api-client";
import type { QuickNote, quickNotesContract } from "@cortege/domain";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { clientQueryKeys } from "./client-query-keys.ts";

export type QuickNotePage = { quickNotes: QuickNote[]; nextPage: string | null };

/** GET quick-note/list: a client's notes, newest first, one page at a time. */
export async function fetchQuickNotes(vendorId: string, clientId: string, nextPage?: string): Promise<QuickNotePage> {
  const result = await apiClient.call<typeof quickNotesContract.list>({
    method: "GET",
    path: "quick-note/list",
    query: { vendorId, clientId, nextPage },
    emptyList: { quickNotes: [], nextPage: null } satisfies QuickNotePage,
  });
  return unwrap(result);
}

export const quickNotesQueryOptions = (vendorId: string, clientId: string) =>
  infiniteQueryOptions({
    queryKey: clientQueryKeys.quickNotes(vendorId, clientId),
    queryFn: ({ pageParam }) => fetchQuickNotes(vendorId, clientId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });

export function useQuickNotes(clientId: string) {
  const vendorId = useVendorId();
  return useInfiniteQuery(quickNotesQueryOptions(vendorId, clientId));
}
