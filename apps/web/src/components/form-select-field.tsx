import MenuItem from "@mui/material/MenuItem";
import type { FieldValues } from "react-hook-form";
import { emptyAsNull, FormBoundField, type FormBoundFieldProps } from "./form-bound-field.tsx";

type Option = { value: string; label: string };

type FormSelectFieldProps<T extends FieldValues, C, R extends FieldValues> = Omit<
  FormBoundFieldProps<T, C, R>,
  "select" | "children"
> & {
  options: readonly Option[];
  /** The label of "nothing chosen", stored as null; without it a value is required. */
  emptyLabel?: string;
};

/** A labelled select bound to react-hook-form, showing the domain's French message when invalid. */
export function FormSelectField<T extends FieldValues, C, R extends FieldValues>({
  options,
  emptyLabel,
  ...props
}: FormSelectFieldProps<T, C, R>) {
  return (
    <FormBoundField {...props} select parse={emptyAsNull}>
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
    </FormBoundField>
  );
}
