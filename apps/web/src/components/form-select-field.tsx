import MenuItem from "@mui/material/MenuItem";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";

type Option = { value: string; label: string };

type FormSelectFieldProps<T extends FieldValues, C, R extends FieldValues> = Omit<
  TextFieldProps,
  "name" | "value" | "onChange" | "error" | "inputRef" | "defaultValue" | "select" | "children"
> & {
  control: Control<T, C, R>;
  name: FieldPath<T>;
  options: readonly Option[];
  /** The label of "nothing chosen", stored as null; without it a value is required. */
  emptyLabel?: string;
};

/** A labelled select bound to react-hook-form, showing the domain's French message when invalid. */
export function FormSelectField<T extends FieldValues, C, R extends FieldValues>({
  control,
  name,
  options,
  emptyLabel,
  helperText,
  ...props
}: FormSelectFieldProps<T, C, R>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          select
          name={field.name}
          value={field.value ?? ""}
          onChange={(event) => field.onChange(event.target.value === "" ? null : event.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? helperText}
        >
          {emptyLabel !== undefined ? (
            <MenuItem value="">
              <em>{emptyLabel}</em>
            </MenuItem>
          ) : null}
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
