import { acceptedFileTypes, formatBytesFr, maxFileBytes, mimeTypeOf } from "@cortege/domain";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../components/section-card.tsx";
import { uploaderItemOf } from "../../../components/uploader/media-file-item.ts";
import { mediaLibraryApi } from "../../../components/uploader/media-library-api.ts";
import { Uploader } from "../../../components/uploader/uploader.tsx";
import type { UploaderItem } from "../../../components/uploader/uploader-item.ts";
import { useMediaLibraryUpload } from "../../../components/uploader/use-media-library-upload.ts";
import { useNotify } from "../../../components/use-notify.ts";
import { useUpdateLogo } from "../api/use-update-logo.ts";

const category = "VendorLogo" as const;
const types = acceptedFileTypes[category];

/**
 * The vendor's logo (part 1 §7 logo/update): one picture of its VendorLogo folder, uploaded through the
 * media library; shown in the top bar's vendor switcher. Saved as soon as it is uploaded or removed.
 */
export function VendorLogoCard({ vendorId, logo }: { vendorId: string; logo: string | null }) {
  const { t } = useTranslation("showcase");
  const notify = useNotify();
  const upload = useMediaLibraryUpload({ vendorId, category });
  const update = useUpdateLogo(vendorId);
  const [items, setItems] = useState<UploaderItem[]>([]);
  const saved = useRef(logo);

  useEffect(() => {
    if (!logo) return;
    let live = true;
    void mediaLibraryApi.urls({ vendorId, category, filenames: [logo] }).then((result) => {
      const files = (result.ok ? result.data.urls : []).filter((file) => file !== null);
      if (live) setItems((current) => (current.length === 0 ? files.map(uploaderItemOf) : current));
    });
    return () => {
      live = false;
    };
  }, [logo, vendorId]);

  // One logo: the newest picture the server confirmed wins, with whatever is still travelling.
  const change: typeof setItems = (next) => {
    setItems((current) => {
      const list = typeof next === "function" ? next(current) : next;
      const kept = list.filter((item) => item.status === "done").at(-1);
      return list.filter((item) => item.status !== "done" || item === kept);
    });
  };
  const current = items.find((item) => item.status === "done")?.fileId ?? null;
  useEffect(() => {
    if (current === saved.current) return;
    // Nothing shown yet for a saved logo (its address is still being fetched): not a removal.
    if (current === null && items.length === 0 && saved.current !== null) return;
    saved.current = current;
    update.mutate(current, {
      onSuccess: () => notify(current ? t("logo.saved") : t("logo.removed")),
    });
  }, [current, items.length, update, notify, t]);

  return (
    <SectionCard title={t("logo.title")} description={t("logo.description")}>
      <Uploader
        label={t("logo.title")}
        items={items}
        onItemsChange={change}
        upload={upload}
        accept={types.map((type) => mimeTypeOf[type]).join(",")}
        hint={`${types.join(", ")} · ${formatBytesFr(maxFileBytes[category])}`}
        onDelete={async () => {}}
      />
    </SectionCard>
  );
}
