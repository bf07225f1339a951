import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { useState } from "react";
import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";

type FormNumberFieldProps<T extends FieldValues, C, R extends FieldValues> = Omit<
  TextFieldProps,
  "name" | "value" | "onChange" | "error" | "inputRef" | "defaultValue" | "type"
> & {
  control: Control<T, C, R>;
  name: FieldPath<T>;
};

/**
 * A whole number bound to react-hook-form: empty is stored as null, digits as a number, and anything
 * else is kept as typed so that the domain schema names the mistake instead of the field erasing it.
 */
export function FormNumberField<T extends FieldValues, C, R extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: FormNumberFieldProps<T, C, R>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          {...props}
          name={field.name}
          value={field.value as unknown}
          onValue={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}

type NumberInputProps = Omit<TextFieldProps, "value" | "onChange"> & { value: unknown; onValue: (value: unknown) => void };

function NumberInput({ value, onValue, ...props }: NumberInputProps) {
  const [text, setText] = useState(value === null || value === undefined ? "" : String(value));
  // A value set from outside (a reset) wins over the text being typed.
  const shown = parse(text) === value || (text === "" && (value === null || value === undefined)) ? text : String(value ?? "");
  return (
    <TextField
      {...props}
      value={shown}
      onChange={(event) => {
        setText(event.target.value);
        onValue(parse(event.target.value));
      }}
      slotProps={{ ...props.slotProps, htmlInput: { inputMode: "numeric", ...(props.slotProps?.htmlInput as object) } }}
    />
  );
}

function parse(text: string): unknown {
  const trimmed = text.trim().replace(/\s/g, "");
  if (trimmed === "") return null;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : text;
}
