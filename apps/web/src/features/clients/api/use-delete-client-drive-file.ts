import { unwrap } from "@cortege/api-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { mediaLibraryApi } from "../../../components/uploader/media-library-api.ts";
import { clientDriveFolder } from "./client-drive-folder.ts";

/** POST media-library/delete of one of a client's documents. */
export function useDeleteClientDriveFile(vendorId: string, clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fileId: string) =>
      unwrap(await mediaLibraryApi.delete({ ...clientDriveFolder(vendorId, clientId), filenames: [fileId] })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["media", vendorId] }),
  });
}
