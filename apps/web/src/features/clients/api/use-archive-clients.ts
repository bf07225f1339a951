import { unwrap } from "@cortege/api-client";
import type { clientsContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { clientQueryKeys } from "./client-query-keys.ts";

/** POST client/archive {clientIds, isArchived}: false brings archived clients back. */
export async function archiveClients(vendorId: string, clientIds: string[], isArchived: boolean): Promise<string[]> {
  const result = await apiClient.call<typeof clientsContract.archive>({
    method: "POST",
    path: "client/archive",
    body: { vendorId, clientIds, isArchived },
  });
  return unwrap(result).clientIds;
}

export function useArchiveClients(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientIds, isArchived }: { clientIds: string[]; isArchived: boolean }) =>
      archiveClients(vendorId, clientIds, isArchived),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientQueryKeys.all(vendorId) }),
  });
}
