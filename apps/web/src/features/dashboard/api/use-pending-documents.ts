import { unwrap } from "@cortege/api-client";
import type { dashboardContract, PendingDocuments } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { dashboardQueryKeys } from "./dashboard-query-keys.ts";

/** GET dashboard/pending-documents: quotes awaiting an answer, deposit invoices due and overdue. */
export async function fetchPendingDocuments(vendorId: string): Promise<PendingDocuments> {
  return unwrap(
    await apiClient.call<typeof dashboardContract.pendingDocuments>({
      method: "GET",
      path: "dashboard/pending-documents",
      query: { vendorId },
    }),
  );
}

export const pendingDocumentsQueryOptions = (vendorId: string) =>
  queryOptions({ staleTime: 0, queryKey: dashboardQueryKeys.pending(vendorId), queryFn: () => fetchPendingDocuments(vendorId) });

export function usePendingDocuments() {
  const vendorId = useVendorId();
  return useQuery(pendingDocumentsQueryOptions(vendorId));
}
