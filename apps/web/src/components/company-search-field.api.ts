import { unwrap } from "@cortege/api-client";
import type { vendorsContract } from "@cortege/domain";
import { type CompanySearchResult, publicSearchTerm } from "@cortege/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../lib/session/api.ts";

/** GET vendor/search/company?search: companies of the public register matching a name, a SIREN or a SIRET. */
export async function searchCompanies(search: string): Promise<CompanySearchResult[]> {
  const result = await apiClient.call<typeof vendorsContract.searchCompany>({
    method: "GET",
    path: "vendor/search/company",
    query: { search },
    emptyList: { companies: [] },
  });
  return unwrap(result).companies;
}

export const companySearchQueryOptions = (term: string) =>
  queryOptions({
    queryKey: ["public-search", "companies", term],
    queryFn: () => searchCompanies(term),
    placeholderData: keepPreviousData,
    // The register changes slowly; the server caches too.
    staleTime: 10 * 60_000,
    retry: false,
  });

/** Disabled below 3 characters, where the server answers an empty list anyway. */
export function useCompanySearch(term: string) {
  const searchable = publicSearchTerm(term);
  return useQuery({ ...companySearchQueryOptions(searchable ?? ""), enabled: searchable !== null });
}
