import { unwrap } from "@cortege/api-client";
import type { clientsContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { clientQueryKeys } from "./client-query-keys.ts";

/** POST client/delete: its quick notes go with it; its events stay, without a client. */
export async function deleteClient(vendorId: string, clientId: string): Promise<void> {
  unwrap(
    await apiClient.call<typeof clientsContract.delete>({ method: "POST", path: "client/delete", body: { vendorId, clientId } }),
  );
}

export function useDeleteClient(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) => deleteClient(vendorId, clientId),
    onSuccess: (_nothing, clientId) => {
      queryClient.removeQueries({ queryKey: clientQueryKeys.detail(vendorId, clientId) });
      void queryClient.invalidateQueries({ queryKey: clientQueryKeys.lists(vendorId) });
      void queryClient.invalidateQueries({ queryKey: clientQueryKeys.searches(vendorId) });
      void queryClient.invalidateQueries({ queryKey: ["events", vendorId] });
    },
  });
}
