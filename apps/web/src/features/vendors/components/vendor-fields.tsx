import type { Control, FieldValues, Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { VendorTypeField } from "./vendor-type-field.tsx";

/** The fields every vendor form shares: the shape of vendor/create and vendor/add-vendor. */
type VendorFormValues = FieldValues & { vendorType: unknown; company: { corporateName: string; tradeName: string } };

type VendorFieldsProps<T extends VendorFormValues, C, R extends FieldValues> = { control: Control<T, C, R> };

export function VendorFields<T extends VendorFormValues, C, R extends FieldValues>({ control }: VendorFieldsProps<T, C, R>) {
  const { t } = useTranslation("vendors");
  return (
    <>
      <VendorTypeField control={control} name={"vendorType" as Path<T>} />
      <FormTextField
        control={control}
        name={"company.corporateName" as Path<T>}
        label={t("fields.corporateName")}
        helperText={t("fields.corporateNameHint")}
        autoComplete="organization"
      />
      <FormTextField
        control={control}
        name={"company.tradeName" as Path<T>}
        label={t("fields.tradeName")}
        helperText={t("fields.tradeNameHint")}
        autoComplete="off"
      />
    </>
  );
}
