import { ApiProblemError } from "@cortege/api-client";
import { type Accommodation, acceptedFileTypes, formatBytesFr, maxFileBytes, mimeTypeOf } from "@cortege/domain";
import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useProblemMessage } from "../../../components/problem/use-problem-message.ts";
import { mergeUploaderItems, uploaderItemOf } from "../../../components/uploader/media-file-item.ts";
import { mediaLibraryApi } from "../../../components/uploader/media-library-api.ts";
import { Uploader } from "../../../components/uploader/uploader.tsx";
import type { UploaderItem } from "../../../components/uploader/uploader-item.ts";
import { useMediaLibraryUpload } from "../../../components/uploader/use-media-library-upload.ts";
import { useNotify } from "../../../components/use-notify.ts";
import { ACCOMMODATION_CATEGORY, accommodationPhotosFolder } from "../api/accommodation-photos-folder.ts";
import { showcaseExtraQueryKeys } from "../api/showcase-extra-query-keys.ts";
import { useAccommodationPhotos } from "../api/use-accommodation-photos.ts";
import { useSaveAccommodation } from "../api/use-save-accommodation.ts";
import { accommodationBody, accommodationFormValues } from "./accommodation-form-values.ts";
import { inSpaceOrder, type SpaceMediaRef, spaceMediaRefs } from "./space-form-values.ts";

const types = acceptedFileTypes[ACCOMMODATION_CATEGORY].filter((type) => type !== "PDF");
const accept = types.map((type) => mimeTypeOf[type]).join(",");

/**
 * The photos of a saved accommodation: files of its own folder (its id as owner id). Each upload, move
 * and deletion is saved at once on its photo list, the first photo being its cover; the other fields
 * are sent as stored, not as being typed.
 */
export function AccommodationPhotos({ vendorId, accommodation }: { vendorId: string; accommodation: Accommodation }) {
  const { t } = useTranslation("showcase");
  const notify = useNotify();
  const problemMessage = useProblemMessage();
  const queryClient = useQueryClient();
  const id = accommodation.accommodationId;
  const folder = useAccommodationPhotos(vendorId, id);
  const upload = useMediaLibraryUpload(accommodationPhotosFolder(vendorId, id));
  const save = useSaveAccommodation(vendorId);
  const [items, setItems] = useState<UploaderItem[]>([]);
  const stored = useRef(accommodation);
  stored.current = accommodation;

  useEffect(() => {
    if (folder.data) {
      const files = inSpaceOrder(folder.data, stored.current.medias);
      setItems((current) => mergeUploaderItems(current, files.map(uploaderItemOf)));
    }
  }, [folder.data]);

  const saveRefs = (refs: readonly SpaceMediaRef[]) =>
    save.mutateAsync({
      accommodationId: id,
      body: accommodationBody(
        accommodationFormValues(vendorId, stored.current),
        refs.map((ref, index) => ({ ...ref, isCover: index === 0 })),
      ),
    });
  const saveOrder = (next: readonly UploaderItem[]) => saveRefs(spaceMediaRefs(next, stored.current.medias));

  return (
    <Stack spacing={1.5}>
      <Typography variant="h3" sx={{ fontSize: "1.15rem", fontWeight: 600 }}>
        {t("accommodations.photos.title")}
      </Typography>
      <Uploader
        label={t("accommodations.photos.label", { name: accommodation.name })}
        items={items}
        onItemsChange={setItems}
        upload={upload}
        accept={accept}
        hint={t("accommodations.photos.hint", {
          types: types.join(", "),
          max: formatBytesFr(maxFileBytes[ACCOMMODATION_CATEGORY]),
        })}
        cover
        onReorder={(next) =>
          void saveOrder(next).then(
            () => notify(t("accommodations.photos.orderSaved")),
            (error: unknown) => notify(problemMessage(error), "error"),
          )
        }
        onDelete={async (item) => {
          if (item.fileId) {
            const result = await mediaLibraryApi.delete({ ...accommodationPhotosFolder(vendorId, id), filenames: [item.fileId] });
            if (!result.ok) throw new ApiProblemError(result.problem);
          }
          await saveOrder(items.filter((i) => i.key !== item.key));
          notify(t("accommodations.photos.deleted"));
        }}
        onUploaded={(outcomes) => {
          // The new files join the list at the end, in the order they were picked.
          const added = outcomes.flatMap((o) => (o.ok ? [{ filename: o.fileId, title: null, isCover: false }] : []));
          if (added.length === 0) return;
          saveRefs([...stored.current.medias, ...added]).then(
            () => notify(t("accommodations.photos.uploaded", { count: added.length })),
            (error: unknown) => notify(problemMessage(error), "error"),
          );
          void queryClient.invalidateQueries({ queryKey: showcaseExtraQueryKeys.accommodationPhotos(vendorId, id) });
        }}
      />
      {items.length === 0 ? <Alert severity="info">{t("accommodations.photos.empty")}</Alert> : null}
    </Stack>
  );
}
