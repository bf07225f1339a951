import { ApiProblemError } from "@cortege/api-client";
import { acceptedFileTypes, formatBytesFr, maxFileBytes, mimeTypeOf, type Space } from "@cortege/domain";
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
import { showcaseQueryKeys } from "../api/showcase-query-keys.ts";
import { SPACE_CATEGORY, spacePhotosFolder } from "../api/space-photos-folder.ts";
import { useSaveSpace } from "../api/use-save-space.ts";
import { useSpacePhotos } from "../api/use-space-photos.ts";
import { inSpaceOrder, type SpaceMediaRef, spaceBody, spaceFormValues, spaceMediaRefs } from "./space-form-values.ts";

const types = acceptedFileTypes[SPACE_CATEGORY];
const accept = types.map((type) => mimeTypeOf[type]).join(",");

/**
 * The photos of a saved space: files of its own folder (the space's id as owner id). Each upload, move
 * and deletion is saved at once on the space's photo list, the first photo being its cover.
 */
export function SpacePhotos({ vendorId, space }: { vendorId: string; space: Space }) {
  const { t } = useTranslation("showcase");
  const notify = useNotify();
  const problemMessage = useProblemMessage();
  const queryClient = useQueryClient();
  const folder = useSpacePhotos(vendorId, space.spaceId);
  const upload = useMediaLibraryUpload(spacePhotosFolder(vendorId, space.spaceId));
  const save = useSaveSpace(vendorId);
  const [items, setItems] = useState<UploaderItem[]>([]);
  // The space as last saved: a photo change sends its other fields as they are stored, not as being typed.
  const stored = useRef(space);
  stored.current = space;

  useEffect(() => {
    if (folder.data) {
      const files = inSpaceOrder(folder.data, stored.current.medias);
      setItems((current) => mergeUploaderItems(current, files.map(uploaderItemOf)));
    }
  }, [folder.data]);

  const saveRefs = (refs: readonly SpaceMediaRef[]) =>
    save.mutateAsync({
      spaceId: space.spaceId,
      body: spaceBody(
        spaceFormValues(vendorId, stored.current),
        refs.map((ref, index) => ({ ...ref, isCover: index === 0 })),
      ),
    });
  const saveOrder = (next: readonly UploaderItem[]) => saveRefs(spaceMediaRefs(next, stored.current.medias));

  return (
    <Stack spacing={1.5}>
      <Typography variant="h3" sx={{ fontSize: "1.15rem", fontWeight: 600 }}>
        {t("spaces.photos.title")}
      </Typography>
      <Uploader
        label={t("spaces.photos.label", { name: space.name })}
        items={items}
        onItemsChange={setItems}
        upload={upload}
        accept={accept}
        hint={t("spaces.photos.hint", { types: types.join(", "), max: formatBytesFr(maxFileBytes[SPACE_CATEGORY]) })}
        cover
        onReorder={(next) =>
          void saveOrder(next).then(
            () => notify(t("spaces.photos.orderSaved")),
            (error: unknown) => notify(problemMessage(error), "error"),
          )
        }
        onDelete={async (item) => {
          if (item.fileId) {
            const result = await mediaLibraryApi.delete({
              ...spacePhotosFolder(vendorId, space.spaceId),
              filenames: [item.fileId],
            });
            if (!result.ok) throw new ApiProblemError(result.problem);
          }
          await saveOrder(items.filter((i) => i.key !== item.key));
          notify(t("spaces.photos.deleted"));
        }}
        onUploaded={(outcomes) => {
          // The new files join the space's list at the end, in the order they were picked.
          const added = outcomes.flatMap((o) => (o.ok ? [{ filename: o.fileId, title: null, isCover: false }] : []));
          if (added.length === 0) return;
          saveRefs([...stored.current.medias, ...added]).then(
            () => notify(t("spaces.photos.uploaded", { count: added.length })),
            (error: unknown) => notify(problemMessage(error), "error"),
          );
          void queryClient.invalidateQueries({ queryKey: showcaseQueryKeys.spacePhotos(vendorId, space.spaceId) });
        }}
      />
      {items.length === 0 ? <Alert severity="info">{t("spaces.photos.empty")}</Alert> : null}
    </Stack>
  );
}
