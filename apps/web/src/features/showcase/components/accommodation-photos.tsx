import type { Accommodation } from "@cortege/domain";
import { accommodationPhotosFolder } from "../api/accommodation-photos-folder.ts";
import { showcaseExtraQueryKeys } from "../api/showcase-extra-query-keys.ts";
import { useAccommodationPhotos } from "../api/use-accommodation-photos.ts";
import { useSaveAccommodation } from "../api/use-save-accommodation.ts";
import { accommodationBody, accommodationFormValues } from "./accommodation-form-values.ts";
import { OwnerPhotos } from "./owner-photos.tsx";

/** The photos of a saved accommodation: files of its own folder (its id as owner id). */
export function AccommodationPhotos({ vendorId, accommodation }: { vendorId: string; accommodation: Accommodation }) {
  const id = accommodation.accommodationId;
  const photos = useAccommodationPhotos(vendorId, id);
  const save = useSaveAccommodation(vendorId);
  return (
    <OwnerPhotos
      owner={accommodation}
      folder={accommodationPhotosFolder(vendorId, id)}
      photos={photos.data}
      photosQueryKey={showcaseExtraQueryKeys.accommodationPhotos(vendorId, id)}
      i18nPrefix="accommodations"
      saveMedias={(stored, medias) =>
        save.mutateAsync({
          accommodationId: stored.accommodationId,
          body: accommodationBody(accommodationFormValues(vendorId, stored), medias),
        })
      }
    />
  );
}
