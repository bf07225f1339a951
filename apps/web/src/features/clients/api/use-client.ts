import { unwrap } from "@cortege/api-client";
import type { Client, clientsContract } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { clientQueryKeys } from "./client-query-keys.ts";

/** GET client: one client with its contacts and company. */
export async function fetchClient(vendorId: string, clientId: string): Promise<Client> {
  return unwrap(
    await apiClient.call<typeof clientsContract.get>({ method: "GET", path: "client", query: { vendorId, clientId } }),
  );
}

export const clientQueryOptions = (vendorId: string, clientId: string) =>
  queryOptions({ queryKey: clientQueryKeys.detail(vendorId, clientId), queryFn: () => fetchClient(vendorId, clientId) });

export function useClient(clientId: string) {
  const vendorId = useVendorId();
  return useQuery(clientQueryOptions(vendorId, clientId));
}
