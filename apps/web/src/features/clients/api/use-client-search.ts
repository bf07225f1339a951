import { unwrap } from "@cortege/api-client";
import type { clientsContract } from "@cortege/domain";
import { type Client, searchableTerm } from "@cortege/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { clientQueryKeys } from "./client-query-keys.ts";

/** GET client/search: at most 20 clients whose name, people, e-mails or phones match (3 characters at least). */
export async function searchClients(vendorId: string, searchTerm: string, isArchived = false): Promise<Client[]> {
  const result = await apiClient.call<typeof clientsContract.search>({
    method: "GET",
    path: "client/search",
    query: { vendorId, searchTerm, isArchived },
    emptyList: { clients: [] },
  });
  return unwrap(result).clients;
}

export const clientSearchQueryOptions = (vendorId: string, term: string, isArchived: boolean) =>
  queryOptions({
    queryKey: [...clientQueryKeys.searches(vendorId), term, isArchived],
    queryFn: () => searchClients(vendorId, term, isArchived),
    placeholderData: keepPreviousData,
  });

/** Disabled below 3 characters, where the server answers an empty list anyway. */
export function useClientSearch(term: string, { isArchived = false }: { isArchived?: boolean } = {}) {
  const vendorId = useVendorId();
  const searchable = searchableTerm(term);
  return useQuery({ ...clientSearchQueryOptions(vendorId, searchable ?? "", isArchived), enabled: searchable !== null });
}
