import { type VendorType, vendorTypes } from "@cortege/domain";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useCallback, useMemo } from "react";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { createVendorTypeFilter, sortVendorTypes } from "./vendor-type-filter.ts";

type VendorTypeFieldProps<T extends FieldValues, C, R extends FieldValues> = {
  control: Control<T, C, R>;
  name: Path<T>;
};

/** The 35 vendor types of the spec in a searchable combobox, labelled in the user's language. */
export function VendorTypeField<T extends FieldValues, C, R extends FieldValues>({
  control,
  name,
}: VendorTypeFieldProps<T, C, R>) {
  const { t, i18n } = useTranslation("vendors");
  const label = useCallback((type: VendorType) => t(`types.${type}`), [t]);
  const options = useMemo(() => sortVendorTypes(vendorTypes, label, i18n.language), [label, i18n.language]);
  const filterOptions = useMemo(() => createVendorTypeFilter(label), [label]);

  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          options={options}
          value={(field.value as VendorType | null | undefined) ?? null}
          onChange={(_event, value) => field.onChange(value)}
          onBlur={field.onBlur}
          getOptionLabel={label}
          filterOptions={filterOptions}
          autoHighlight
          openOnFocus
          noOptionsText={t("fields.noVendorType")}
          renderInput={(params) => (
            <TextField
              {...params}
              name={field.name}
              inputRef={field.ref}
              label={t("fields.vendorType")}
              error={fieldState.invalid}
              helperText={fieldState.error?.message ?? t("fields.vendorTypeHint")}
            />
          )}
        />
      )}
    />
  );
}
