import { unwrap } from "@cortege/api-client";
import type { ClientSource, ClientStatus, ClientType, clientsContract, RouteAnswer } from "@cortege/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { clientQueryKeys } from "./client-query-keys.ts";

export type ClientListParams = {
  page: number;
  limit: number;
  type?: ClientType | undefined;
  status?: ClientStatus | undefined;
  source?: ClientSource | undefined;
  isArchived: boolean;
  sort: "createdAt" | "name";
  order: "asc" | "desc";
};

export type ClientListPage = RouteAnswer<typeof clientsContract.list>;

/** GET client/list: one page of the vendor's clients, filtered and sorted by the server. */
export async function fetchClientList(vendorId: string, params: ClientListParams): Promise<ClientListPage> {
  const empty: ClientListPage = { clients: [], total: 0, page: params.page, limit: params.limit };
  return unwrap(
    await apiClient.call<typeof clientsContract.list>({
      method: "GET",
      path: "client/list",
      query: { vendorId, ...params },
      emptyList: empty,
    }),
  );
}

export const clientListQueryOptions = (vendorId: string, params: ClientListParams) =>
  queryOptions({
    queryKey: [...clientQueryKeys.lists(vendorId), params],
    queryFn: () => fetchClientList(vendorId, params),
    // Paging keeps the previous page on screen instead of flashing a loader.
    placeholderData: keepPreviousData,
  });

export function useClientList(params: ClientListParams) {
  const vendorId = useVendorId();
  return useQuery(clientListQueryOptions(vendorId, params));
}
