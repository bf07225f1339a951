import { acceptedFileTypes, formatBytesFr, maxFileBytes } from "@cortege/domain";
import { type Control, useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FieldUploader } from "../../../components/uploader/field-uploader.tsx";
import { useFieldFiles } from "../../../components/uploader/use-field-files.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import type { ProductFormValues } from "./product-form-values.ts";

const category = "Product" as const;
const types = acceptedFileTypes[category].filter((type) => type !== "PDF");

/**
 * The product's picture: one file of the vendor's `Product` folder, whose fileId the form keeps. A new
 * picture replaces the old one in the form; removing it only detaches it, so that cancelling the
 * editor never leaves a saved product pointing at a deleted file.
 */
export function ProductImageField({ control }: { control: Control<ProductFormValues> }) {
  const { t } = useTranslation("products");
  const vendorId = useVendorId();
  const { field } = useController({ control, name: "image" });
  const files = useFieldFiles({ field, vendorId, category });

  return (
    <FieldUploader
      {...files}
      label={t("form.image")}
      types={types}
      hint={t("form.imageHint", { types: types.join(", "), max: formatBytesFr(maxFileBytes[category]) })}
    />
  );
}
