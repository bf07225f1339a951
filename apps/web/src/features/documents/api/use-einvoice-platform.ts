import { unwrap } from "@cortege/api-client";
import type { documentsContract, EinvoicePlatformWire } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { documentQueryKeys } from "./document-query-keys.ts";

/** GET quote/einvoice/platform: whether this server has a plateforme agréée and the vendor's token is saved. */
export async function fetchEinvoicePlatform(vendorId: string): Promise<EinvoicePlatformWire> {
  return unwrap(
    await apiClient.call<typeof documentsContract.einvoicePlatform>({
      method: "GET",
      path: "quote/einvoice/platform",
      query: { vendorId },
    }),
  );
}

export const einvoicePlatformQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: documentQueryKeys.einvoicePlatform(vendorId),
    queryFn: () => fetchEinvoicePlatform(vendorId),
  });

export function useEinvoicePlatform() {
  const vendorId = useVendorId();
  return useQuery(einvoicePlatformQueryOptions(vendorId));
}
