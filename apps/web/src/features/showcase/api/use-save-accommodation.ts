import { unwrap } from "@cortege/api-client";
import type { Accommodation, RouteBody, showcaseContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { showcaseExtraQueryKeys } from "./showcase-extra-query-keys.ts";
import { upsertById } from "./upsert-by-id.ts";

export type SaveAccommodationInput = {
  accommodationId?: string | undefined;
  body: RouteBody<typeof showcaseContract.createAccommodation>;
};

/** POST vendor/accommodation/create, or vendor/accommodation/update with the accommodation's id. */
export async function saveAccommodation({ accommodationId, body }: SaveAccommodationInput): Promise<Accommodation> {
  return unwrap(
    accommodationId === undefined
      ? await apiClient.call<typeof showcaseContract.createAccommodation>({
          method: "POST",
          path: "vendor/accommodation/create",
          body,
        })
      : await apiClient.call<typeof showcaseContract.updateAccommodation>({
          method: "POST",
          path: "vendor/accommodation/update",
          body: { ...body, accommodationId },
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
