import { acceptedFileTypes, formatBytesFr, maxFileBytes, mimeTypeOf } from "@cortege/domain";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { type Control, useController } from "react-hook-form";
import { uploaderItemOf } from "../../../components/uploader/media-file-item.ts";
import { mediaLibraryApi } from "../../../components/uploader/media-library-api.ts";
import { Uploader } from "../../../components/uploader/uploader.tsx";
import type { UploaderItem } from "../../../components/uploader/uploader-item.ts";
import { useMediaLibraryUpload } from "../../../components/uploader/use-media-library-upload.ts";
import type { QuoteConfigFormValues } from "./quote-config-form-values.ts";

/** Every file of the settings lives in the vendor's QuoteConfig folder; pictures in PNG or JPEG, what a PDF embeds. */
const category = "QuoteConfig" as const;
const pictureTypes = acceptedFileTypes[category].filter((type) => type === "PNG" || type === "JPEG");
const anyTypes = acceptedFileTypes[category];

type ConfigFileFieldProps = {
  control: Control<QuoteConfigFormValues>;
  vendorId: string;
  label: string;
  hint: string;
  /** The picture shown for the file kept (a logo's preview elsewhere on the screen). */
  onPreview?: (url: string | null) => void;
} & ({ name: "logo" | "electronicSignature"; multiple?: false } | { name: "attachments"; multiple: true });

const idsOf = (value: unknown): string[] => (Array.isArray(value) ? value : value ? [value as string] : []);

/**
 * A picture (logo, signature) or the attachments of the documents: files of the QuoteConfig folder
 * whose fileIds the form keeps. Removing one only detaches it from the settings, so that cancelling
 * never leaves the saved settings pointing at a deleted file.
 */
export function ConfigFileField({ control, vendorId, label, hint, name, multiple = false, onPreview }: ConfigFileFieldProps) {
  const { field } = useController({ control, name });
  const upload = useMediaLibraryUpload({ vendorId, category });
  const [items, setItems] = useState<UploaderItem[]>([]);
  const initial = useState(() => idsOf(field.value))[0];
  const types = multiple ? anyTypes : pictureTypes;

  useEffect(() => {
    if (initial.length === 0 || vendorId === "") return;
    let live = true;
    void mediaLibraryApi.urls({ vendorId, category, filenames: initial }).then((result) => {
      const files = (result.ok ? result.data.urls : []).filter((file) => file !== null);
      if (live && files.length > 0) setItems((current) => (current.length === 0 ? files.map(uploaderItemOf) : current));
    });
    return () => {
      live = false;
    };
  }, [initial, vendorId]);

  const [touched, setTouched] = useState(false);
  const change: typeof setItems = (update) => {
    setTouched(true);
    setItems((current) => {
      const next = typeof update === "function" ? update(current) : update;
      if (multiple) return next;
      // One picture: the newest one the server confirmed wins, with whatever is still travelling.
      const kept = next.filter((item) => item.status === "done").at(-1);
      return next.filter((item) => item.status !== "done" || item === kept);
    });
  };
  const previewUrl = items.find((item) => item.status === "done")?.previewUrl ?? null;
  useEffect(() => {
    onPreview?.(previewUrl);
  }, [previewUrl, onPreview]);
  const doneIds = items.filter((item) => item.status === "done" && item.fileId).map((item) => item.fileId as string);
  const key = doneIds.join("|");
  useEffect(() => {
    if (!touched) return;
    const ids = key === "" ? [] : key.split("|");
    const value = multiple ? ids : (ids[0] ?? null);
    if (JSON.stringify(value) !== JSON.stringify(field.value)) field.onChange(value);
  }, [touched, key, multiple, field]);

  return (
    <Box>
      <Typography variant="body2" sx={{ color: "text.secondary", mb: 0.75 }}>
        {label}
      </Typography>
      <Uploader
        label={label}
        items={items}
        onItemsChange={change}
        upload={upload}
        accept={types.map((type) => mimeTypeOf[type]).join(",")}
        hint={`${hint} ${types.join(", ")} · ${formatBytesFr(maxFileBytes[category])}`}
        onDelete={async () => {}}
      />
    </Box>
  );
}
