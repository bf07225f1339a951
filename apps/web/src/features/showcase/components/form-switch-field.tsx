import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Switch from "@mui/material/Switch";
import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";

type FormSwitchFieldProps<T extends FieldValues, C, R extends FieldValues> = {
  control: Control<T, C, R>;
  name: FieldPath<T>;
  label: string;
  helperText?: string | undefined;
};

/** A yes/no of the form, as a labelled switch. */
export function FormSwitchField<T extends FieldValues, C, R extends FieldValues>({
  control,
  name,
  label,
  helperText,
}: FormSwitchFieldProps<T, C, R>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div>
          <FormControlLabel
            label={label}
            control={
              <Switch
                name={field.name}
                checked={field.value === true}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref } }}
              />
            }
          />
          {helperText ? <FormHelperText sx={{ mt: -0.5, ml: 6 }}>{helperText}</FormHelperText> : null}
        </div>
      )}
    />
  );
}
