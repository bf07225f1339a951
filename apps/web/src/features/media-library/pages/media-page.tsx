import { acceptedFileTypes, formatBytesFr, maxFileBytes, mimeTypeOf, type ShowcaseMedia } from "@cortege/domain";
import PhotoLibraryOutlined from "@mui/icons-material/PhotoLibraryOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { DocumentTitle } from "../../../components/document-title.tsx";
import { EmptyState } from "../../../components/empty-state.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { useProblemMessage } from "../../../components/problem/use-problem-message.ts";
import { mergeUploaderItems } from "../../../components/uploader/media-file-item.ts";
import { Uploader } from "../../../components/uploader/uploader.tsx";
import type { UploaderItem } from "../../../components/uploader/uploader-item.ts";
import { useMediaLibraryUpload } from "../../../components/uploader/use-media-library-upload.ts";
import { useNotify } from "../../../components/use-notify.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { mediaQueryKeys } from "../api/media-query-keys.ts";
import { MIN_SHOWCASE_PHOTOS, SHOWCASE_CATEGORY, showcaseFolder } from "../api/showcase-folder.ts";
import { useDeleteShowcaseMedia } from "../api/use-delete-showcase-media.ts";
import { useShowcaseMedia } from "../api/use-showcase-media.ts";
import { type MediaUpdate, useUpdateShowcaseMedia } from "../api/use-update-showcase-media.ts";
import { type MediaDetails, MediaDetailsDialog } from "../components/media-details-dialog.tsx";
import { StorageUsage } from "../components/storage-usage.tsx";

const types = acceptedFileTypes[SHOWCASE_CATEGORY];
const accept = types.map((type) => mimeTypeOf[type]).join(",");

/** A photo of vendor/medias as a tile: its title (else its file's name), its description as the alt text. */
function itemOfMedia(media: ShowcaseMedia): UploaderItem {
  return {
    key: media.filename,
    name: media.title ?? media.originalName,
    kind: "image",
    previewUrl: media.thumbnailUrl,
    openUrl: media.url,
    status: "done",
    progress: 100,
    error: null,
    fileId: media.filename,
    file: null,
    alt: media.description ?? media.title,
  };
}

/** medias/update of the photos in this order (the first is the cover), each keeping its title and description. */
function mediaUpdates(order: string[], medias: readonly ShowcaseMedia[], edited?: { filename: string } & MediaDetails) {
  const byId = new Map(medias.map((m) => [m.filename, m]));
  return order.flatMap((filename, index): MediaUpdate[] => {
    const media = byId.get(filename);
    if (!media) return [];
    const details = edited?.filename === filename ? edited : media;
    return [{ filename, title: details.title, description: details.description, isCover: index === 0 }];
  });
}

/** /vitrine/media: the showcase photos — add, order (the first is the cover), delete — and the space used. */
export function MediaPage() {
  const { t } = useTranslation("media");
  const vendorId = useVendorId();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const problemMessage = useProblemMessage();
  const folder = useShowcaseMedia(vendorId);
  const update = useUpdateShowcaseMedia(vendorId);
  const [editing, setEditing] = useState<ShowcaseMedia | null>(null);
  const remove = useDeleteShowcaseMedia(vendorId);
  const upload = useMediaLibraryUpload(showcaseFolder(vendorId));
  const [items, setItems] = useState<UploaderItem[]>([]);

  useEffect(() => {
    if (folder.data) {
      const stored = folder.data.map(itemOfMedia);
      setItems((current) => mergeUploaderItems(current, stored));
    }
  }, [folder.data]);

  const photoCount = items.filter((i) => i.status === "done").length;
  const missing = Math.max(0, MIN_SHOWCASE_PHOTOS - photoCount);

  const body = () => {
    if (folder.isPending) return <PageLoader />;
    if (folder.isError && !folder.data) return <LoadError error={folder.error} onRetry={() => void folder.refetch()} />;
    return (
      <Stack spacing={2}>
        <Uploader
          label={t("page.photos")}
          items={items}
          onItemsChange={setItems}
          upload={upload}
          accept={accept}
          hint={t("page.hint", { types: types.join(", "), max: formatBytesFr(maxFileBytes[SHOWCASE_CATEGORY]) })}
          cover
          onReorder={(next) => {
            const fileIds = next.flatMap((i) => (i.status === "done" && i.fileId ? [i.fileId] : []));
            update.mutate(mediaUpdates(fileIds, folder.data ?? []), {
              onSuccess: () => notify(t("page.orderSaved")),
              onError: (error) => notify(problemMessage(error), "error"),
            });
          }}
          onEdit={(item) => setEditing(folder.data?.find((m) => m.filename === item.fileId) ?? null)}
          onDelete={async (item) => {
            if (item.fileId) await remove.mutateAsync(item.fileId);
            notify(t("page.deleted"));
          }}
          onUploaded={(outcomes) => {
            const added = outcomes.filter((o) => o.ok).length;
            if (added > 0) notify(t("page.uploaded", { count: added }));
            void queryClient.invalidateQueries({ queryKey: mediaQueryKeys.all(vendorId) });
          }}
        />
        {items.length === 0 ? (
          <EmptyState icon={<PhotoLibraryOutlined />} title={t("page.emptyTitle")} text={t("page.empty")} />
        ) : missing > 0 ? (
          <Alert severity="info">{t("page.belowMinimum", { count: missing })}</Alert>
        ) : null}
        <MediaDetailsDialog
          media={
            editing
              ? { name: editing.title ?? editing.originalName, title: editing.title, description: editing.description }
              : null
          }
          onClose={() => setEditing(null)}
          onSave={async (details) => {
            if (!editing) return;
            const order = items.flatMap((i) => (i.status === "done" && i.fileId ? [i.fileId] : []));
            await update.mutateAsync(mediaUpdates(order, folder.data ?? [], { filename: editing.filename, ...details }));
            notify(t("details.saved"));
          }}
        />
      </Stack>
    );
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <DocumentTitle page={t("page.title")} />
      <Box>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, flexWrap: "wrap" }}>
          <Typography variant="h1">{t("page.title")}</Typography>
          {folder.data ? <Chip label={t("page.count", { count: photoCount })} size="small" /> : null}
        </Box>
        <Typography sx={{ color: "text.secondary", mt: 0.5 }}>{t("page.intro")}</Typography>
      </Box>
      <Card component="section" aria-label={t("usage.title")}>
        <CardContent sx={{ p: { xs: 2, sm: 2.5 }, "&:last-child": { pb: { xs: 2, sm: 2.5 } } }}>
          <StorageUsage vendorId={vendorId} />
        </CardContent>
      </Card>
      {body()}
    </Stack>
  );
}
