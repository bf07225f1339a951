import { unwrap } from "@cortege/api-client";
import type { Accommodation } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { showcaseExtraQueryKeys } from "./showcase-extra-query-keys.ts";
import { upsertById } from "./upsert-by-id.ts";

export type SaveAccommodationInput = { accommodationId?: string | undefined; body: Record<string, unknown> };

/** POST vendor/accommodation/create, or vendor/accommodation/update with the accommodation's id. */
export async function saveAccommodation({ accommodationId, body }: SaveAccommodationInput): Promise<Accommodation> {
  return unwrap(
    await apiClient.request<Accommodation>({
      method: "POST",
      path: accommodationId === undefined ? "vendor/accommodation/create" : "vendor/accommodation/update",
      body: accommodationId === undefined ? body : { ...body, accommodationId },
    }),
  );
}

export function useSaveAccommodation(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAccommodation,
    onSuccess: (saved) => {
      queryClient.setQueryData<Accommodation[]>(showcaseExtraQueryKeys.accommodations(vendorId), (list) =>
        upsertById(list, saved, "accommodationId"),
      );
      void queryClient.invalidateQueries({ queryKey: showcaseExtraQueryKeys.accommodations(vendorId) });
    },
  });
}
