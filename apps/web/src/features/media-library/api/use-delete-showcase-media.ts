import { unwrap } from "@cortege/api-client";
import type { showcaseContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { mediaQueryKeys } from "./media-query-keys.ts";

/** POST vendor/medias/delete {medias, vendorId} of one showcase photo (its web variants go with it). */
export function useDeleteShowcaseMedia(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (filename: string) =>
      unwrap(
        await apiClient.call<typeof showcaseContract.deleteMedias>({
          method: "POST",
          path: "vendor/medias/delete",
          body: { vendorId, medias: [filename] },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaQueryKeys.all(vendorId) }),
  });
}
