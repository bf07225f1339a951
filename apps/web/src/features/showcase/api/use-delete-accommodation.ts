import { unwrap } from "@cortege/api-client";
import type { Accommodation, showcaseContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { mediaLibraryApi } from "../../../components/uploader/media-library-api.ts";
import { apiClient } from "../../../lib/session/api.ts";
import { accommodationPhotosFolder, ROOM_CATEGORY } from "./accommodation-photos-folder.ts";
import { showcaseExtraQueryKeys } from "./showcase-extra-query-keys.ts";

/**
 * POST vendor/accommodation/delete, then its files: the photos of its folder and its rooms' pictures.
 * A failure to clean them does not bring the accommodation back (the files are only orphans), so it is
 * not reported.
 */
export async function deleteAccommodation(vendorId: string, accommodation: Accommodation): Promise<void> {
  unwrap(
    await apiClient.call<typeof showcaseContract.deleteAccommodation>({
      method: "POST",
      path: "vendor/accommodation/delete",
      body: { vendorId, accommodationId: accommodation.accommodationId },
    }),
  );
  const folder = accommodationPhotosFolder(vendorId, accommodation.accommodationId);
  const files = await mediaLibraryApi.urlsFromFolder(folder);
  if (files.ok && files.data.urls.length > 0) {
    await mediaLibraryApi.delete({ ...folder, filenames: files.data.urls.map((f) => f.fileId) });
  }
  const roomImages = accommodation.rooms.flatMap((room) => (room.image ? [room.image] : []));
  if (roomImages.length > 0) await mediaLibraryApi.delete({ vendorId, category: ROOM_CATEGORY, filenames: roomImages });
}

export function useDeleteAccommodation(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accommodation: Accommodation) => deleteAccommodation(vendorId, accommodation),
    onSuccess: (_nothing, accommodation) => {
      queryClient.setQueryData<Accommodation[]>(showcaseExtraQueryKeys.accommodations(vendorId), (list) =>
        list?.filter((a) => a.accommodationId !== accommodation.accommodationId),
      );
      void queryClient.invalidateQueries({ queryKey: showcaseExtraQueryKeys.accommodations(vendorId) });
      void queryClient.invalidateQueries({ queryKey: ["media", vendorId] });
    },
  });
}
