import { unwrap } from "@cortege/api-client";
import type { Client, ClientType } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { clientQueryKeys } from "./client-query-keys.ts";

export type SaveClientInput = { type: ClientType; clientId?: string | undefined; body: Record<string, unknown> };

const pathOf = (type: ClientType, isUpdate: boolean) =>
  `client/${type === "PROFESSIONAL" ? "professional" : "individual"}/${isUpdate ? "update" : "create"}`;

/**
 * POST client/individual|professional/create|update. The type picks the call: updating through the
 * other type's call switches the client's type (docs/decisions.md).
 */
export async function saveClient({ type, clientId, body }: SaveClientInput): Promise<Client> {
  const isUpdate = clientId !== undefined;
  return unwrap(
    await apiClient.request<Client>({
      method: "POST",
      path: pathOf(type, isUpdate),
      body: isUpdate ? { ...body, clientId } : body,
    }),
  );
}

export function useSaveClient(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClient,
    onSuccess: (client) => {
      queryClient.setQueryData(clientQueryKeys.detail(vendorId, client.clientId), client);
      void queryClient.invalidateQueries({ queryKey: clientQueryKeys.lists(vendorId) });
      void queryClient.invalidateQueries({ queryKey: clientQueryKeys.searches(vendorId) });
      // Event cards show their client's name.
      void queryClient.invalidateQueries({ queryKey: ["events", vendorId] });
    },
  });
}
