import type { FieldValues } from "react-hook-form";
import { emptyAsNull, FormBoundField, type FormBoundFieldProps } from "./form-bound-field.tsx";

type FormDateFieldProps<T extends FieldValues, C, R extends FieldValues> = Omit<FormBoundFieldProps<T, C, R>, "type">;

/** A calendar date (YYYY-MM-DD) with the browser's own date picker; an empty field is stored as null. */
export function FormDateField<T extends FieldValues, C, R extends FieldValues>(props: FormDateFieldProps<T, C, R>) {
  return (
    <FormBoundField {...props} type="date" parse={emptyAsNull} slotProps={{ ...props.slotProps, inputLabel: { shrink: true } }} />
  );
}
