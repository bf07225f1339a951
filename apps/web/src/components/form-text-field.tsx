import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";

export type FormTextFieldProps<T extends FieldValues, C, R extends FieldValues> = Omit<
  TextFieldProps,
  "name" | "value" | "onChange" | "error" | "inputRef" | "defaultValue"
> & {
  control: Control<T, C, R>;
  name: FieldPath<T>;
};

/**
 * A labelled MUI field bound to react-hook-form. The domain schema's French message replaces the
 * hint while the value is invalid, and is tied to the input through aria-describedby.
 */
export function FormTextField<T extends FieldValues, C, R extends FieldValues>({
  control,
  name,
  helperText,
  onBlur,
  ...props
}: FormTextFieldProps<T, C, R>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ""}
          onChange={field.onChange}
          onBlur={(event) => {
            field.onBlur();
            onBlur?.(event);
          }}
          inputRef={field.ref}
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
