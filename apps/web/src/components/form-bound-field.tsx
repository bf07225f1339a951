import TextField, { type TextFieldProps } from "@mui/material/TextField";
import type { FocusEvent } from "react";
import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";

export type FormBoundFieldProps<T extends FieldValues, C, R extends FieldValues> = Omit<
  TextFieldProps,
  "name" | "value" | "onChange" | "error" | "inputRef" | "defaultValue"
> & {
  control: Control<T, C, R>;
  name: FieldPath<T>;
};

type BoundFieldProps<T extends FieldValues, C, R extends FieldValues> = FormBoundFieldProps<T, C, R> & {
  /** What the input shows of the stored value (by default the value itself, "" for none). */
  display?: (value: unknown) => unknown;
  /** What is stored of the typed text; without it react-hook-form reads the change event itself. */
  parse?: (text: string) => unknown;
};

const valueOrEmpty = (value: unknown) => value ?? "";

/**
 * The one MUI field bound to react-hook-form under the text, date, select and series fields: the domain
 * schema's French message replaces the hint while the value is invalid, tied to the input through aria-describedby.
 */
export function FormBoundField<T extends FieldValues, C, R extends FieldValues>({
  control,
  name,
  helperText,
  onBlur,
  display = valueOrEmpty,
  parse,
  ...props
}: BoundFieldProps<T, C, R>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={display(field.value)}
          onChange={(event) => (parse ? field.onChange(parse(event.target.value)) : field.onChange(event))}
          onBlur={(event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
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

/** An emptied field is stored as null (dates, optional choices). */
export const emptyAsNull = (text: string) => (text === "" ? null : text);
