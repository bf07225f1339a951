import { unwrap } from "@cortege/api-client";
import type { vendorsContract } from "@cortege/domain";
import { type AddressSearchResult, publicSearchTerm } from "@cortege/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../lib/session/api.ts";

/** GET address/search?q: French addresses (Géoplateforme) for what has been typed. */
export async function searchAddresses(q: string): Promise<AddressSearchResult[]> {
  const result = await apiClient.call<typeof vendorsContract.searchAddress>({
    method: "GET",
    path: "address/search",
    query: { q },
    emptyList: { addresses: [] },
  });
  return unwrap(result).addresses;
}

export const addressSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ["public-search", "addresses", q],
    queryFn: () => searchAddresses(q),
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
    retry: false,
  });

/** Disabled below 3 characters, where the server answers an empty list anyway. */
export function useAddressSearch(q: string) {
  const searchable = publicSearchTerm(q);
  return useQuery({ ...addressSearchQueryOptions(searchable ?? ""), enabled: searchable !== null });
}
