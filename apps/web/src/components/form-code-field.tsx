import type { FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField, type FormTextFieldProps } from "./form-text-field.tsx";

type FormCodeFieldProps<T extends FieldValues, C, R extends FieldValues> = Omit<FormTextFieldProps<T, C, R>, "slotProps">;

/** A 6-digit code received by e-mail: numeric keypad on phones, and the OS may offer to fill it in. */
export function FormCodeField<T extends FieldValues, C, R extends FieldValues>(props: FormCodeFieldProps<T, C, R>) {
  const { t } = useTranslation();
  return (
    <FormTextField
      helperText={t("codeHint")}
      {...props}
      autoComplete="one-time-code"
      slotProps={{ htmlInput: { inputMode: "numeric" } }}
    />
  );
}
