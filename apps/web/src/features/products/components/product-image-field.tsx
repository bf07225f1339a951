import { acceptedFileTypes, formatBytesFr, maxFileBytes, mimeTypeOf } from "@cortege/domain";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { type Control, useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { uploaderItemOf } from "../../../components/uploader/media-file-item.ts";
import { mediaLibraryApi } from "../../../components/uploader/media-library-api.ts";
import { Uploader } from "../../../components/uploader/uploader.tsx";
import type { UploaderItem } from "../../../components/uploader/uploader-item.ts";
import { useMediaLibraryUpload } from "../../../components/uploader/use-media-library-upload.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import type { ProductFormValues } from "./product-form-values.ts";

const category = "Product" as const;
const types = acceptedFileTypes[category].filter((type) => type !== "PDF");
const accept = types.map((type) => mimeTypeOf[type]).join(",");

/**
 * The product's picture: one file of the vendor's `Product` folder, whose fileId the form keeps. A new
 * picture replaces the old one in the form; removing it only detaches it, so that cancelling the
 * editor never leaves a saved product pointing at a deleted file.
 */
export function ProductImageField({ control }: { control: Control<ProductFormValues> }) {
  const { t } = useTranslation("products");
  const vendorId = useVendorId();
  const { field } = useController({ control, name: "image" });
  const upload = useMediaLibraryUpload({ vendorId, category });
  const [items, setItems] = useState<UploaderItem[]>([]);
  const initial = useState(field.value)[0];

  useEffect(() => {
    if (!initial || vendorId === "") return;
    let live = true;
    void mediaLibraryApi.urls({ vendorId, category, filenames: [initial] }).then((result) => {
      const file = result.ok ? result.data.urls[0] : null;
      if (live && file) setItems((current) => (current.length === 0 ? [uploaderItemOf(file)] : current));
    });
    return () => {
      live = false;
    };
  }, [initial, vendorId]);

  // Only what the user did is written back: the list is empty while a saved picture is still loading.
  const [touched, setTouched] = useState(false);
  const change: typeof setItems = (update) => {
    setTouched(true);
    setItems((current) => {
      const next = typeof update === "function" ? update(current) : update;
      // One picture: the newest one the server confirmed wins, with whatever is still travelling.
      const kept = next.filter((item) => item.status === "done").at(-1);
      return next.filter((item) => item.status !== "done" || item === kept);
    });
  };
  const keptId = items.find((item) => item.status === "done")?.fileId ?? null;
  useEffect(() => {
    if (touched && keptId !== field.value) field.onChange(keptId);
  }, [touched, keptId, field]);

  return (
    <Box>
      <Typography variant="body2" sx={{ color: "text.secondary", mb: 0.75 }}>
        {t("form.image")}
      </Typography>
      <Uploader
        label={t("form.image")}
        items={items}
        onItemsChange={change}
        upload={upload}
        accept={accept}
        hint={t("form.imageHint", { types: types.join(", "), max: formatBytesFr(maxFileBytes[category]) })}
        onDelete={async () => {}}
      />
    </Box>
  );
}
