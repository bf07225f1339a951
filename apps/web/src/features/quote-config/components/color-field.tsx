import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { type Control, Controller } from "react-hook-form";
import type { QuoteConfigFormValues } from "./quote-config-form-values.ts";

type ColorFieldProps = {
  control: Control<QuoteConfigFormValues>;
  name: "backgroundColor" | "color";
  label: string;
  /** The system picker's own name, so that it is not taken for the text field. */
  pickerLabel: string;
  helperText: string;
  /** Shown by the swatch while no colour is chosen: what the documents use by default. */
  fallback: string;
};

/** A colour as #RRGGBB: typed, or picked with the system's colour picker beside it. */
export function ColorField({ control, name, label, pickerLabel, helperText, fallback }: ColorFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Box sx={{ display: "flex", gap: 1.5, alignItems: "flex-start" }}>
          <Box
            component="input"
            type="color"
            aria-label={pickerLabel}
            value={/^#[0-9a-fA-F]{6}$/.test(field.value) ? field.value.toLowerCase() : fallback}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => field.onChange(event.target.value.toUpperCase())}
            sx={{
              width: 56,
              height: 56,
              p: 0.5,
              flexShrink: 0,
              border: 1,
              borderColor: "divider",
              borderRadius: 1,
              bgcolor: "background.paper",
              cursor: "pointer",
            }}
          />
          <TextField
            fullWidth
            label={label}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            placeholder={fallback.toUpperCase()}
            error={fieldState.invalid}
            helperText={fieldState.error?.message ?? helperText}
            slotProps={{ htmlInput: { spellCheck: false, maxLength: 7 } }}
          />
        </Box>
      )}
    />
  );
}
