import { MAX_NUMBER_DIGITS, MIN_NUMBER_DIGITS, numberDateFormats, type QuoteType, quoteTypes } from "@cortege/domain";
import LockOutlined from "@mui/icons-material/LockOutlined";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import MenuItem from "@mui/material/MenuItem";
import Typography from "@mui/material/Typography";
import { type Control, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormBoundField } from "../../../components/form-bound-field.tsx";
import { FormNumberField } from "../../../components/form-number-field.tsx";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { datePartExample, nextNumberExample, todayIso } from "./next-number.ts";
import type { QuoteConfigFormValues } from "./quote-config-form-values.ts";

const digitOptions = Array.from({ length: MAX_NUMBER_DIGITS - MIN_NUMBER_DIGITS + 1 }, (_, i) => String(MIN_NUMBER_DIGITS + i));

/** The four series (quote, invoice, credit note, deposit), each with the number its next document takes. */
export function NumberingFields({ control }: { control: Control<QuoteConfigFormValues> }) {
  const { t } = useTranslation("quote-config");
  const numbering = useWatch({ control, name: "numbering" });
  const today = todayIso();
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      {quoteTypes.map((type) => {
        const series = numbering[type];
        const example = nextNumberExample(series, today);
        return (
          <Box
            key={type}
            component="fieldset"
            aria-label={t(`numbering.types.${type}`)}
            sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 2, m: 0, minWidth: 0 }}
          >
            <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center", mb: 1.5 }}>
              <Typography component="legend" sx={{ fontWeight: 600, float: "left", p: 0 }}>
                {t(`numbering.types.${type}`)}
              </Typography>
              <Box sx={{ flexGrow: 1 }} />
              <Typography variant="body2" sx={{ color: "text.secondary" }}>
                {t("numbering.next")}
              </Typography>
              <Chip
                label={example ?? "—"}
                color={example ? "primary" : "default"}
                variant="outlined"
                data-testid={`next-number-${type}`}
                sx={{ fontFamily: "monospace", fontWeight: 600 }}
              />
            </Box>
            <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr 1fr", md: "1fr 1fr 1fr 1fr" }, clear: "both" }}>
              <FormTextField
                control={control}
                name={`numbering.${type}.prefix`}
                label={t("numbering.prefix")}
                slotProps={{ htmlInput: { maxLength: 10, spellCheck: false } }}
              />
              <SeriesSelect
                control={control}
                name={`numbering.${type}.date`}
                label={t("numbering.date")}
                options={numberDateFormats.map((value) => ({
                  value,
                  label: value === "" ? t("numbering.noDate") : datePartExample(value, today),
                }))}
                parse={(value) => value}
              />
              <SeriesSelect
                control={control}
                name={`numbering.${type}.number`}
                label={t("numbering.digits")}
                options={digitOptions.map((value) => ({ value, label: value }))}
                parse={Number}
              />
              <FormNumberField
                control={control}
                name={`numbering.${type}.counter`}
                label={t("numbering.counter")}
                disabled={series.locked}
                helperText={series.locked ? t("numbering.locked") : undefined}
                slotProps={{
                  input: series.locked ? { endAdornment: <LockOutlined fontSize="small" aria-hidden /> } : {},
                }}
              />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

type SeriesSelectProps = {
  control: Control<QuoteConfigFormValues>;
  name: `numbering.${QuoteType}.date` | `numbering.${QuoteType}.number`;
  label: string;
  options: { value: string; label: string }[];
  parse: (value: string) => unknown;
};

/** A select of a series whose empty choice is a real value ("" = no date) and whose digits are numbers. */
function SeriesSelect({ control, name, label, options, parse }: SeriesSelectProps) {
  return (
    <FormBoundField
      control={control}
      name={name}
      select
      label={label}
      display={String}
      parse={parse}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </FormBoundField>
  );
}
