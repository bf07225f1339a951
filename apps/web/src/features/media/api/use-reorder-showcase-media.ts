import { unwrap } from "@cortege/api-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { mediaLibraryApi } from "../../../components/uploader/media-library-api.ts";
import { mediaQueryKeys } from "./media-query-keys.ts";
import { SHOWCASE_CATEGORY, showcaseFolder } from "./showcase-folder.ts";

/** POST media-library/reorder: the showcase photos in the order the vendor gave them; the first is the cover. */
export function useReorderShowcaseMedia(vendorId: string) {
  const queryClient = useQueryClient();
  const key = mediaQueryKeys.folder(vendorId, SHOWCASE_CATEGORY);
  const mutationKey = [...mediaQueryKeys.all(vendorId), "reorder"];
  return useMutation({
    mutationKey,
    // One order at a time, last one wins: a quick series of moves is saved in sequence.
    scope: { id: `reorder-${vendorId}` },
    mutationFn: async (fileIds: string[]) =>
      unwrap(await mediaLibraryApi.reorder({ ...showcaseFolder(vendorId), filenames: fileIds })).urls,
    // Only the answer to the last move is shown: an earlier one would step the tiles back for an instant.
    onSuccess: (files) => {
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(key, files);
    },
    // A refused order: the server's order comes back on screen.
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
