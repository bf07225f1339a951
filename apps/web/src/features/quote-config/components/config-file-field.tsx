import { acceptedFileTypes, formatBytesFr, maxFileBytes } from "@cortege/domain";
import { useEffect } from "react";
import { type Control, useController } from "react-hook-form";
import { FieldUploader } from "../../../components/uploader/field-uploader.tsx";
import { useFieldFiles } from "../../../components/uploader/use-field-files.ts";
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

/**
 * A picture (logo, signature) or the attachments of the documents: files of the QuoteConfig folder
 * whose fileIds the form keeps. Removing one only detaches it from the settings, so that cancelling
 * never leaves the saved settings pointing at a deleted file.
 */
export function ConfigFileField({ control, vendorId, label, hint, name, multiple = false, onPreview }: ConfigFileFieldProps) {
  const { field } = useController({ control, name });
  const files = useFieldFiles({ field, vendorId, category, multiple });
  const types = multiple ? anyTypes : pictureTypes;

  const previewUrl = files.items.find((item) => item.status === "done")?.previewUrl ?? null;
  useEffect(() => {
    onPreview?.(previewUrl);
  }, [previewUrl, onPreview]);

  return (
    <FieldUploader
      {...files}
      label={label}
      types={types}
      hint={`${hint} ${types.join(", ")} · ${formatBytesFr(maxFileBytes[category])}`}
    />
  );
}
