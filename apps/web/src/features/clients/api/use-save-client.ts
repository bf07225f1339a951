import { unwrap } from "@cortege/api-client";
import type { Client, clientsContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import type { ClientSaveBody } from "../components/client-form-values.ts";
import { clientQueryKeys } from "./client-query-keys.ts";

export type SaveClientInput = ClientSaveBody & { clientId?: string | undefined };

/**
 * POST client/individual|professional/create|update. The type picks the call: updating through the
 * other type's call switches the client's type (docs/decisions.md).
 */
export async function saveClient(input: SaveClientInput): Promise<Client> {
  const { clientId } = input;
  if (input.type === "PROFESSIONAL") {
    const body = input.body;
    return unwrap(
      clientId === undefined
        ? await apiClient.call<typeof clientsContract.createProfessional>({
            method: "POST",
            path: "client/professional/create",
            body,
          })
        : await apiClient.call<typeof clientsContract.updateProfessional>({
            method: "POST",
            path: "client/professional/update",
            body: { ...body, clientId },
          }),
    );
  }
  const body = input.body;
  return unwrap(
    clientId === undefined
      ? await apiClient.call<typeof clientsContract.createIndividual>({ method: "POST", path: "client/individual/create", body })
      : await apiClient.call<typeof clientsContract.updateIndividual>({
          method: "POST",
          path: "client/individual/update",
          body: { ...body, clientId },
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
