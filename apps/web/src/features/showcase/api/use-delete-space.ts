import { unwrap } from "@cortege/api-client";
import type { Space, showcaseContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { mediaLibraryApi } from "../../../components/uploader/media-library-api.ts";
import { apiClient } from "../../../lib/session/api.ts";
import { showcaseQueryKeys } from "../../../lib/vendor/showcase-query-keys.ts";
import { spacePhotosFolder } from "./space-photos-folder.ts";

/**
 * POST vendor/space/delete, then its photos: the files of its folder go with it. A failure to clean the
 * folder does not bring the space back (the files are only orphans), so it is not reported.
 */
export async function deleteSpace(vendorId: string, space: Space): Promise<void> {
  unwrap(
    await apiClient.call<typeof showcaseContract.deleteSpace>({
      method: "POST",
      path: "vendor/space/delete",
      body: { vendorId, spaceId: space.spaceId },
    }),
  );
  const files = await mediaLibraryApi.urlsFromFolder(spacePhotosFolder(vendorId, space.spaceId));
  if (files.ok && files.data.urls.length > 0) {
    await mediaLibraryApi.delete({
      ...spacePhotosFolder(vendorId, space.spaceId),
      filenames: files.data.urls.map((f) => f.fileId),
    });
  }
}

export function useDeleteSpace(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (space: Space) => deleteSpace(vendorId, space),
    onSuccess: (_nothing, space) => {
      queryClient.setQueryData<Space[]>(showcaseQueryKeys.spaces(vendorId), (list) =>
        list?.filter((s) => s.spaceId !== space.spaceId),
      );
      void queryClient.invalidateQueries({ queryKey: showcaseQueryKeys.spaces(vendorId) });
      void queryClient.invalidateQueries({ queryKey: ["media", vendorId] });
    },
  });
}
