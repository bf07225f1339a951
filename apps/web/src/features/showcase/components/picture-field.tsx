import { acceptedFileTypes, type FileCategory, formatBytesFr, maxFileBytes } from "@cortege/domain";
import { useEffect, useRef } from "react";
import { type Control, type FieldPathByValue, type FieldValues, useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FieldUploader } from "../../../components/uploader/field-uploader.tsx";
import { useFieldFiles } from "../../../components/uploader/use-field-files.ts";

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
  const files = useFieldFiles({ field, vendorId, category });
  const types = acceptedFileTypes[category].filter((type) => type !== "PDF");

  const uploading = files.items.some((item) => item.status === "uploading");
  const busyListener = useRef(onBusyChange);
  busyListener.current = onBusyChange;
  useEffect(() => {
    busyListener.current?.(uploading);
  }, [uploading]);
  // A field that goes away (a room removed) no longer holds the save back.
  useEffect(() => () => busyListener.current?.(false), []);

  return (
    <FieldUploader
      {...files}
      label={label}
      types={types}
      hint={t("picture.hint", { types: types.join(", "), max: formatBytesFr(maxFileBytes[category]) })}
    />
  );
}
