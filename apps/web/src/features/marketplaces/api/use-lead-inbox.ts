import { unwrap } from "@cortege/api-client";
import type { LeadInbox, marketplacesContract } from "@cortege/domain";
import { useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { marketplaceQueryKeys } from "./marketplace-query-keys.ts";

/** GET lead-inbox: the vendor's address for forwarded lead e-mails and the latest ones received. */
export async function fetchLeadInbox(vendorId: string): Promise<LeadInbox> {
  return unwrap(
    await apiClient.call<typeof marketplacesContract.leadInbox>({
      service: "messaging",
      method: "GET",
      path: "lead-inbox",
      query: { vendorId },
    }),
  );
}

export function useLeadInbox(vendorId: string, enabled: boolean) {
  return useQuery({ queryKey: marketplaceQueryKeys.leadInbox(vendorId), queryFn: () => fetchLeadInbox(vendorId), enabled });
}
