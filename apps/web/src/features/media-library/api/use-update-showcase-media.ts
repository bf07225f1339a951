import { unwrap } from "@cortege/api-client";
import type { showcaseContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { mediaQueryKeys } from "./media-query-keys.ts";
import { SHOWCASE_CATEGORY } from "./showcase-folder.ts";

/** What medias/update takes of each photo: the list's order is the showcase's, one photo at most is the cover. */
export type MediaUpdate = { filename: string; title: string | null; description: string | null; isCover: boolean };

/** POST vendor/medias/update {medias, vendorId}: order, cover, titles and descriptions (the alt text) at once. */
export function useUpdateShowcaseMedia(vendorId: string) {
  const queryClient = useQueryClient();
  const key = mediaQueryKeys.folder(vendorId, SHOWCASE_CATEGORY);
  const mutationKey = [...mediaQueryKeys.all(vendorId), "update"];
  return useMutation({
    mutationKey,
    // One change at a time, last one wins: a quick series of moves is saved in sequence.
    scope: { id: `medias-${vendorId}` },
    mutationFn: async (medias: MediaUpdate[]) =>
      unwrap(
        await apiClient.call<typeof showcaseContract.updateMedias>({
          method: "POST",
          path: "vendor/medias/update",
          body: { vendorId, medias },
        }),
      ).medias,
    // Only the answer to the last change is shown: an earlier one would step the tiles back for an instant.
    onSuccess: (medias) => {
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(key, medias);
    },
    // A refused change: the server's list comes back on screen.
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
