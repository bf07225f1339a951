import { ApiProblemError } from "@cortege/api-client";
import { acceptedFileTypes, formatBytesFr, type MediaFile, maxFileBytes, mimeTypeOf } from "@cortege/domain";
import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useProblemMessage } from "../../../components/problem/use-problem-message.ts";
import { mergeUploaderItems, uploaderItemOf } from "../../../components/uploader/media-file-item.ts";
import { mediaLibraryApi } from "../../../components/uploader/media-library-api.ts";
import { Uploader } from "../../../components/uploader/uploader.tsx";
import type { UploaderItem } from "../../../components/uploader/uploader-item.ts";
import { useMediaLibraryUpload } from "../../../components/uploader/use-media-library-upload.ts";
import { useNotify } from "../../../components/use-notify.ts";
import { inSpaceOrder, type SpaceMediaRef, spaceMediaRefs } from "./space-form-values.ts";

type PhotoOwner = { name: string; medias: readonly SpaceMediaRef[] };

type OwnerPhotosProps<T extends PhotoOwner> = {
  /** The saved space or accommodation the photos belong to. */
  owner: T;
  /** Its folder: the vendor's folder of its category, its id as owner id. */
  folder: { vendorId: string; category: "Space" | "Accommodation"; id: string };
  /** The files of that folder, and the query that fetches them. */
  photos: MediaFile[] | undefined;
  photosQueryKey: QueryKey;
  /** Where its texts live in the showcase namespace (`<prefix>.photos.*`). */
  i18nPrefix: "spaces" | "accommodations";
  /** Saves the owner, its other fields as stored, with this photo list. */
  saveMedias: (stored: T, medias: SpaceMediaRef[]) => Promise<unknown>;
};

/**
 * The photos of a saved space or accommodation. Each upload, move and deletion is saved at once on its
 * photo list, the first photo being its cover.
 */
export function OwnerPhotos<T extends PhotoOwner>({
  owner,
  folder,
  photos,
  photosQueryKey,
  i18nPrefix,
  saveMedias,
}: OwnerPhotosProps<T>) {
  const { t } = useTranslation("showcase");
  const notify = useNotify();
  const problemMessage = useProblemMessage();
  const queryClient = useQueryClient();
  const upload = useMediaLibraryUpload(folder);
  const [items, setItems] = useState<UploaderItem[]>([]);
  // The owner as last saved: a photo change sends its other fields as they are stored, not as being typed.
  const stored = useRef(owner);
  stored.current = owner;
  const types = acceptedFileTypes[folder.category];
  const accept = types.map((type) => mimeTypeOf[type]).join(",");

  useEffect(() => {
    if (photos) {
      const files = inSpaceOrder(photos, stored.current.medias);
      setItems((current) => mergeUploaderItems(current, files.map(uploaderItemOf)));
    }
  }, [photos]);

  const saveRefs = (refs: readonly SpaceMediaRef[]) =>
    saveMedias(
      stored.current,
      refs.map((ref, index) => ({ ...ref, isCover: index === 0 })),
    );
  const saveOrder = (next: readonly UploaderItem[]) => saveRefs(spaceMediaRefs(next, stored.current.medias));

  return (
    <Stack spacing={1.5}>
      <Typography variant="h3" sx={{ fontSize: "1.15rem", fontWeight: 600 }}>
        {t(`${i18nPrefix}.photos.title`)}
      </Typography>
      <Uploader
        label={t(`${i18nPrefix}.photos.label`, { name: owner.name })}
        items={items}
        onItemsChange={setItems}
        upload={upload}
        accept={accept}
        hint={t(`${i18nPrefix}.photos.hint`, { types: types.join(", "), max: formatBytesFr(maxFileBytes[folder.category]) })}
        cover
        onReorder={(next) =>
          void saveOrder(next).then(
            () => notify(t(`${i18nPrefix}.photos.orderSaved`)),
            (error: unknown) => notify(problemMessage(error), "error"),
          )
        }
        onDelete={async (item) => {
          if (item.fileId) {
            const result = await mediaLibraryApi.delete({ ...folder, filenames: [item.fileId] });
            if (!result.ok) throw new ApiProblemError(result.problem);
          }
          await saveOrder(items.filter((i) => i.key !== item.key));
          notify(t(`${i18nPrefix}.photos.deleted`));
        }}
        onUploaded={(outcomes) => {
          // The new files join the list at the end, in the order they were picked.
          const added = outcomes.flatMap((o) => (o.ok ? [{ filename: o.fileId, title: null, isCover: false }] : []));
          if (added.length === 0) return;
          saveRefs([...stored.current.medias, ...added]).then(
            () => notify(t(`${i18nPrefix}.photos.uploaded`, { count: added.length })),
            (error: unknown) => notify(problemMessage(error), "error"),
          );
          void queryClient.invalidateQueries({ queryKey: photosQueryKey });
        }}
      />
      {items.length === 0 ? <Alert severity="info">{t(`${i18nPrefix}.photos.empty`)}</Alert> : null}
    </Stack>
  );
}
