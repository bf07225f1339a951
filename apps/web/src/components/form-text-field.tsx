import type { FieldValues } from "react-hook-form";
import { FormBoundField, type FormBoundFieldProps } from "./form-bound-field.tsx";

export type FormTextFieldProps<T extends FieldValues, C, R extends FieldValues> = FormBoundFieldProps<T, C, R>;

/**
 * A labelled MUI field bound to react-hook-form. The domain schema's French message replaces the
 * hint while the value is invalid, and is tied to the input through aria-describedby.
 */
export function FormTextField<T extends FieldValues, C, R extends FieldValues>(props: FormTextFieldProps<T, C, R>) {
  return <FormBoundField {...props} />;
}
