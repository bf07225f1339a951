import TextField from "@mui/material/TextField";

type NameFieldProps = {
  label: string;
  value: string;
  onChange: (name: string) => void;
  /** The refusal once a submit found the name empty; nothing before. */
  missingMessage: string | undefined;
};

/** The required name of a board or a list (200 characters at most), focused as its dialog opens. */
export function NameField({ label, value, onChange, missingMessage }: NameFieldProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      autoFocus
      fullWidth
      error={missingMessage !== undefined}
      helperText={missingMessage}
      slotProps={{ htmlInput: { maxLength: 200 } }}
    />
  );
}
