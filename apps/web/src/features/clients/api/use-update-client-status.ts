import { unwrap } from "@cortege/api-client";
import type { Client, ClientStatus, clientsContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { clientQueryKeys } from "./client-query-keys.ts";

/** POST client/update/status {clientId, status}. */
export async function updateClientStatus(vendorId: string, clientId: string, status: ClientStatus): Promise<Client> {
  return unwrap(
    await apiClient.call<typeof clientsContract.updateStatus>({
      method: "POST",
      path: "client/update/status",
      body: { vendorId, clientId, status },
    }),
  );
}

export function useUpdateClientStatus(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, status }: { clientId: string; status: ClientStatus }) =>
      updateClientStatus(vendorId, clientId, status),
    onSuccess: (client) => {
      queryClient.setQueryData(clientQueryKeys.detail(vendorId, client.clientId), client);
      void queryClient.invalidateQueries({ queryKey: clientQueryKeys.lists(vendorId) });
    },
  });
}
