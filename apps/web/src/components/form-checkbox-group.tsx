import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Typography from "@mui/material/Typography";
import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";

type FormCheckboxGroupProps<T extends FieldValues, C, R extends FieldValues> = {
  control: Control<T, C, R>;
  name: FieldPath<T>;
  legend: string;
  options: readonly { value: string; label: string }[];
};

/** Several values of a list, each a labelled checkbox, stored in the list's own order. */
export function FormCheckboxGroup<T extends FieldValues, C, R extends FieldValues>({
  control,
  name,
  legend,
  options,
}: FormCheckboxGroupProps<T, C, R>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const chosen = new Set<string>((field.value as string[] | undefined) ?? []);
        const toggle = (value: string, on: boolean) => {
          const next = new Set(chosen);
          if (on) next.add(value);
          else next.delete(value);
          field.onChange(options.map((o) => o.value).filter((v) => next.has(v)));
        };
        return (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
              {legend}
            </Typography>
            <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, columnGap: 2 }}>
              {options.map((option) => (
                <FormControlLabel
                  key={option.value}
                  label={option.label}
                  control={
                    <Checkbox
                      checked={chosen.has(option.value)}
                      onChange={(event) => toggle(option.value, event.target.checked)}
                      onBlur={field.onBlur}
                    />
                  }
                />
              ))}
            </Box>
          </Box>
        );
      }}
    />
  );
}
