import type { AddressSearchResult } from "@cortege/domain";
import Box from "@mui/material/Box";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { AddressAutocompleteField } from "../../../components/address-autocomplete-field.tsx";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { departmentOf } from "./department-of.ts";
import type { InformationFormValues } from "./information-form-values.ts";

/**
 * Where the showcase is: picked in the national address base (which fills every part, position included),
 * or typed by hand — the département then follows the postcode.
 */
export function AddressFields({ form }: { form: UseFormReturn<InformationFormValues> }) {
  const { t } = useTranslation("showcase");
  const { control, setValue, getValues } = form;
  const how = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };

  const fill = ({ address }: AddressSearchResult) => {
    setValue("address.street", address.street ?? "", how);
    setValue("address.postalCode", address.postalCode ?? "", how);
    setValue("address.city", address.city ?? "", how);
    setValue("address.department", address.department ?? "", how);
    setValue("address.countryCode", address.countryCode || "FR", how);
    setValue("address.longitude", address.longitude, how);
    setValue("address.latitude", address.latitude, how);
  };

  // Typed by hand: the département follows the postcode, and the old position no longer holds.
  const postcodeTyped = () => {
    const department = departmentOf(getValues("address.postalCode"));
    if (department) setValue("address.department", department, how);
    setValue("address.longitude", null, how);
    setValue("address.latitude", null, how);
  };

  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
      <Box sx={{ gridColumn: "1 / -1" }}>
        <AddressAutocompleteField onPick={fill} label={t("information.address.search")} />
      </Box>
      <Box sx={{ gridColumn: "1 / -1" }}>
        <FormTextField control={control} name="address.street" label={t("information.address.street")} autoComplete="off" />
      </Box>
      <Box sx={{ gridColumn: "1 / -1" }}>
        <FormTextField
          control={control}
          name="address.secondaryUnit"
          label={t("information.address.secondaryUnit")}
          autoComplete="off"
        />
      </Box>
      <FormTextField
        control={control}
        name="address.postalCode"
        label={t("information.address.postalCode")}
        autoComplete="off"
        onBlur={postcodeTyped}
        slotProps={{ htmlInput: { inputMode: "numeric" } }}
      />
      <FormTextField control={control} name="address.city" label={t("information.address.city")} autoComplete="off" />
      <FormTextField
        control={control}
        name="address.department"
        label={t("information.address.department")}
        helperText={t("information.address.departmentHint")}
        autoComplete="off"
      />
    </Box>
  );
}
