import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";

type FormDateFieldProps<T extends FieldValues, C, R extends FieldValues> = Omit<
  TextFieldProps,
  "name" | "value" | "onChange" | "error" | "inputRef" | "defaultValue" | "type"
> & {
  control: Control<T, C, R>;
  name: FieldPath<T>;
};

/** A calendar date (YYYY-MM-DD) with the browser's own date picker; an empty field is stored as null. */
export function FormDateField<T extends FieldValues, C, R extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: FormDateFieldProps<T, C, R>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          type="date"
          name={field.name}
          value={field.value ?? ""}
          onChange={(event) => field.onChange(event.target.value === "" ? null : event.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{ ...props.slotProps, inputLabel: { shrink: true } }}
        />
      )}
    />
  );
}
