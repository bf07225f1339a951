import type { Space } from "@cortege/domain";
import { showcaseQueryKeys } from "../../../lib/vendor/showcase-query-keys.ts";
import { spacePhotosFolder } from "../api/space-photos-folder.ts";
import { useSaveSpace } from "../api/use-save-space.ts";
import { useSpacePhotos } from "../api/use-space-photos.ts";
import { OwnerPhotos } from "./owner-photos.tsx";
import { spaceBody, spaceFormValues } from "./space-form-values.ts";

/** The photos of a saved space: files of its own folder (the space's id as owner id). */
export function SpacePhotos({ vendorId, space }: { vendorId: string; space: Space }) {
  const photos = useSpacePhotos(vendorId, space.spaceId);
  const save = useSaveSpace(vendorId);
  return (
    <OwnerPhotos
      owner={space}
      folder={spacePhotosFolder(vendorId, space.spaceId)}
      photos={photos.data}
      photosQueryKey={showcaseQueryKeys.spacePhotos(vendorId, space.spaceId)}
      i18nPrefix="spaces"
      saveMedias={(stored, medias) =>
        save.mutateAsync({ spaceId: stored.spaceId, body: spaceBody(spaceFormValues(vendorId, stored), medias) })
      }
    />
  );
}
