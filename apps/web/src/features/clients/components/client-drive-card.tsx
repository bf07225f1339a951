import { acceptedFileTypes, formatBytesFr, maxFileBytes, mimeTypeOf } from "@cortege/domain";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadError } from "../../../components/load-error.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { SectionCard } from "../../../components/section-card.tsx";
import { mergeUploaderItems, uploaderItemOf } from "../../../components/uploader/media-file-item.ts";
import { Uploader } from "../../../components/uploader/uploader.tsx";
import type { UploaderItem } from "../../../components/uploader/uploader-item.ts";
import { useMediaLibraryUpload } from "../../../components/uploader/use-media-library-upload.ts";
import { useNotify } from "../../../components/use-notify.ts";
import { CLIENT_DRIVE_CATEGORY, clientDriveFolder } from "../api/client-drive-folder.ts";
import { useClientDrive } from "../api/use-client-drive.ts";
import { useDeleteClientDriveFile } from "../api/use-delete-client-drive-file.ts";

const types = acceptedFileTypes[CLIENT_DRIVE_CATEGORY];
const accept = types.map((type) => mimeTypeOf[type]).join(",");

/** The client's documents (contract, plans, ID…): photos and PDFs kept in its ClientDrive folder. */
export function ClientDriveCard({ vendorId, clientId }: { vendorId: string; clientId: string }) {
  const { t } = useTranslation("clients");
  const notify = useNotify();
  const queryClient = useQueryClient();
  const drive = useClientDrive(vendorId, clientId);
  const remove = useDeleteClientDriveFile(vendorId, clientId);
  const upload = useMediaLibraryUpload(clientDriveFolder(vendorId, clientId));
  const [items, setItems] = useState<UploaderItem[]>([]);

  useEffect(() => {
    if (drive.data) setItems((current) => mergeUploaderItems(current, drive.data.map(uploaderItemOf)));
  }, [drive.data]);

  return (
    <SectionCard title={t("drive.title")} description={t("drive.description")}>
      {drive.isPending ? (
        <PageLoader />
      ) : drive.isError && !drive.data ? (
        <LoadError error={drive.error} onRetry={() => void drive.refetch()} />
      ) : (
        <>
          <Uploader
            label={t("drive.label")}
            items={items}
            onItemsChange={setItems}
            upload={upload}
            accept={accept}
            hint={t("drive.hint", { types: types.join(", "), max: formatBytesFr(maxFileBytes[CLIENT_DRIVE_CATEGORY]) })}
            onDelete={async (item) => {
              if (item.fileId) await remove.mutateAsync(item.fileId);
              notify(t("drive.deleted"));
            }}
            onUploaded={(outcomes) => {
              const added = outcomes.filter((o) => o.ok).length;
              if (added > 0) notify(t("drive.uploaded", { count: added }));
              void queryClient.invalidateQueries({ queryKey: ["media", vendorId] });
            }}
          />
          {items.length === 0 ? (
            <Typography variant="body2" sx={{ color: "text.secondary", mt: 1.5 }}>
              {t("drive.empty")}
            </Typography>
          ) : null}
        </>
      )}
    </SectionCard>
  );
}
