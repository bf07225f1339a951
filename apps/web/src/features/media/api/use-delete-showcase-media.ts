import { unwrap } from "@cortege/api-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { mediaLibraryApi } from "../../../components/uploader/media-library-api.ts";
import { mediaQueryKeys } from "./media-query-keys.ts";
import { showcaseFolder } from "./showcase-folder.ts";

/** POST media-library/delete of one showcase photo (its web variants go with it). */
export function useDeleteShowcaseMedia(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fileId: string) =>
      unwrap(await mediaLibraryApi.delete({ ...showcaseFolder(vendorId), filenames: [fileId] })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaQueryKeys.all(vendorId) }),
  });
}
