import { DEFAULT_PHONE_CODE, groupPhone } from "@cortege/domain";
import Box from "@mui/material/Box";
import InputAdornment from "@mui/material/InputAdornment";
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from "react-hook-form";
import { FormTextField } from "./form-text-field.tsx";

type FormPhoneFieldsProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  /** Where the pair sits in the form ("contacts.0", "contact"): its phoneCode and phone. */
  prefix: string;
  codeLabel: string;
  phoneLabel: string;
  /** The width of the country code column. */
  codeWidth?: string;
  /** Spans every column of the grid it sits in (else it takes one). */
  fullRow?: boolean;
  /** The browser's autofill hints, when the person typing is the owner of the phone. */
  codeAutoComplete?: string;
  phoneAutoComplete?: string;
};

/**
 * A phone: its country code (digits after a « + ») beside the number, which is shown in pairs of digits
 * as soon as either field is left (another country's number in its international format, once the phone metadata
 * has loaded).
 */
export function FormPhoneFields<T extends FieldValues>({
  form,
  prefix,
  codeLabel,
  phoneLabel,
  codeWidth = "6.5rem",
  fullRow = false,
  codeAutoComplete,
  phoneAutoComplete,
}: FormPhoneFieldsProps<T>) {
  const { control, getValues, setValue } = form;
  const codePath = `${prefix}.phoneCode` as FieldPath<T>;
  const phonePath = `${prefix}.phone` as FieldPath<T>;
  const showPhoneInPairs = () => {
    const phone: unknown = getValues(phonePath);
    const phoneCode: unknown = getValues(codePath);
    if (typeof phone === "string" && phone) {
      const code = typeof phoneCode === "string" && phoneCode ? phoneCode : DEFAULT_PHONE_CODE;
      const grouped = groupPhone(phone, code);
      if (grouped !== null) {
        setValue(phonePath, grouped as PathValue<T, FieldPath<T>>);
        return;
      }
      // Another country's number: its format comes with the phone metadata, fetched now (not with the form);
      // applied only if the number and its code were not changed meanwhile.
      void import("./phone-number-international.ts").then(({ formatPhone }) => {
        if (getValues(phonePath) !== phone || getValues(codePath) !== phoneCode) return;
        setValue(phonePath, formatPhone(phone, code) as PathValue<T, FieldPath<T>>);
      });
    }
  };
  return (
    <Box
      sx={{ display: "grid", gap: 2, gridTemplateColumns: `${codeWidth} 1fr`, ...(fullRow && { gridColumn: { sm: "1 / -1" } }) }}
    >
      <FormTextField
        control={control}
        name={codePath}
        label={codeLabel}
        autoComplete={codeAutoComplete}
        onBlur={showPhoneInPairs}
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">+</InputAdornment> },
          htmlInput: { inputMode: "numeric" },
        }}
      />
      <FormTextField
        control={control}
        name={phonePath}
        label={phoneLabel}
        type="tel"
        autoComplete={phoneAutoComplete}
        onBlur={showPhoneInPairs}
      />
    </Box>
  );
}
