import { acceptedFileTypes, type FileCategory, formatBytesFr, maxFileBytes, mimeTypeOf } from "@cortege/domain";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState } from "react";
import { type Control, type FieldPathByValue, type FieldValues, useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { uploaderItemOf } from "../../../components/uploader/media-file-item.ts";
import { mediaLibraryApi } from "../../../components/uploader/media-library-api.ts";
import { Uploader } from "../../../components/uploader/uploader.tsx";
import type { UploaderItem } from "../../../components/uploader/uploader-item.ts";
import { useMediaLibraryUpload } from "../../../components/uploader/use-media-library-upload.ts";

type PictureFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPathByValue<T, string | null>;
  vendorId: string;
  /** The folder of the spec's file categories: Promotion, TeamMember, Room. */
  category: FileCategory;
  label: string;
  /** Told while a picture travels, so that the form's save can wait for it. */
  onBusyChange?: (busy: boolean) => void;
};

/**
 * One picture of a showcase item (a promotion, a team member, a room): a file of the vendor's folder
 * of that category, whose id the form keeps. A new picture replaces the old one in the form; removing
 * it only detaches it, so that cancelling the form never leaves a saved item pointing at a deleted file.
 */
export function PictureField<T extends FieldValues>({
  control,
  name,
  vendorId,
  category,
  label,
  onBusyChange,
}: PictureFieldProps<T>) {
  const { t } = useTranslation("showcase");
  const { field } = useController({ control, name });
  const upload = useMediaLibraryUpload({ vendorId, category });
  const [items, setItems] = useState<UploaderItem[]>([]);
  const initial = useState(field.value as string | null)[0];
  const types = acceptedFileTypes[category].filter((type) => type !== "PDF");

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
  }, [initial, vendorId, category]);

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

  const uploading = items.some((item) => item.status === "uploading");
  const busyListener = useRef(onBusyChange);
  busyListener.current = onBusyChange;
  useEffect(() => {
    busyListener.current?.(uploading);
  }, [uploading]);
  // A field that goes away (a room removed) no longer holds the save back.
  useEffect(() => () => busyListener.current?.(false), []);

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
        hint={t("picture.hint", { types: types.join(", "), max: formatBytesFr(maxFileBytes[category]) })}
        onDelete={async () => {}}
      />
    </Box>
  );
}
