import type { AddressSearchResult } from "@cortege/domain";
import Box from "@mui/material/Box";
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { AddressAutocompleteField } from "./address-autocomplete-field.tsx";
import { FormTextField } from "./form-text-field.tsx";

type PostalAddressFieldsProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  /** Where the address sits in the form ("contacts.0.address", "company.address", "address"). */
  prefix: string;
  /** Names the address in the search field's label ("Adresse de Anne Roy"). */
  searchLabel?: string | undefined;
};

/**
 * A postal address (part 1 §3 Address): picked in the national address base, which fills every part
 * with its position, or typed by hand. Used wherever the law needs one (clients, companies, documents).
 */
export function PostalAddressFields<T extends FieldValues>({ form, prefix, searchLabel }: PostalAddressFieldsProps<T>) {
  const { t } = useTranslation("companies");
  const { control, setValue } = form;
  const path = (part: string) => `${prefix}.${part}` as FieldPath<T>;
  const how = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
  const set = (part: string, value: unknown) => setValue(path(part), value as PathValue<T, FieldPath<T>>, how);

  const fill = ({ address }: AddressSearchResult) => {
    set("street", address.street ?? "");
    set("postalCode", address.postalCode ?? "");
    set("city", address.city ?? "");
    set("department", address.department ?? "");
    set("countryCode", address.countryCode || "FR");
    set("longitude", address.longitude ?? undefined);
    set("latitude", address.latitude ?? undefined);
  };
  // Typed by hand, the position of a picked address no longer holds.
  const typed = () => {
    set("longitude", undefined);
    set("latitude", undefined);
  };

  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "8rem 1fr" } }}>
      <Box sx={{ gridColumn: "1 / -1" }}>
        <AddressAutocompleteField onPick={fill} label={searchLabel ?? t("address.label")} />
      </Box>
      <Box sx={{ gridColumn: "1 / -1" }}>
        <FormTextField control={control} name={path("street")} label={t("address.street")} autoComplete="off" onBlur={typed} />
      </Box>
      <Box sx={{ gridColumn: "1 / -1" }}>
        <FormTextField control={control} name={path("secondaryUnit")} label={t("address.secondaryUnit")} autoComplete="off" />
      </Box>
      <FormTextField
        control={control}
        name={path("postalCode")}
        label={t("address.postalCode")}
        autoComplete="off"
        onBlur={typed}
        slotProps={{ htmlInput: { inputMode: "numeric" } }}
      />
      <FormTextField control={control} name={path("city")} label={t("address.city")} autoComplete="off" onBlur={typed} />
    </Box>
  );
}
