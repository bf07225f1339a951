import { APPROXIMATE_DATE_PATTERN, seasons } from "@cortege/domain";
import Box from "@mui/material/Box";
import FormHelperText from "@mui/material/FormHelperText";
import ListSubheader from "@mui/material/ListSubheader";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useId } from "react";
import { type Control, Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { EventFormValues } from "./event-form-values.ts";

const months = ["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12"] as const;

/** "2027-06" → { year: "2027", part: "06" }; what does not parse is kept as the year being typed. */
function split(value: string | null | undefined): { year: string; part: string } {
  if (!value) return { year: "", part: "" };
  const match = APPROXIMATE_DATE_PATTERN.exec(value);
  if (!match) {
    const [year = "", part = ""] = value.split("-");
    return { year, part };
  }
  return { year: match[1] ?? "", part: match[2] ?? match[3] ?? "" };
}

const join = (year: string, part: string) => {
  if (year.trim() === "" && part === "") return null;
  return part ? `${year.trim()}-${part}` : year.trim();
};

/**
 * What a couple says before they fix the day: a year, a month or a season (« l'été 2027 »), sent in
 * the domain's format (2027, 2027-06, 2027-SUMMER) and checked by its schema.
 */
export function ApproximateDateField({ control }: { control: Control<EventFormValues> }) {
  const { t } = useTranslation("events");
  const errorId = useId();
  return (
    <Controller
      control={control}
      name="approximateDate"
      render={({ field, fieldState }) => {
        const { year, part } = split(field.value);
        return (
          <Box>
            <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "8rem 1fr" }}>
              <TextField
                label={t("form.approximateYear")}
                name={field.name}
                value={year}
                inputRef={field.ref}
                onChange={(event) => field.onChange(join(event.target.value, part))}
                onBlur={field.onBlur}
                error={fieldState.invalid}
                slotProps={{
                  htmlInput: { inputMode: "numeric", maxLength: 4, "aria-describedby": fieldState.error ? errorId : undefined },
                }}
              />
              <TextField
                select
                label={t("form.approximatePart")}
                value={part}
                onChange={(event) => field.onChange(join(year, event.target.value))}
              >
                <MenuItem value="">{t("form.wholeYear")}</MenuItem>
                <ListSubheader>{t("form.seasons")}</ListSubheader>
                {seasons.map((season) => (
                  <MenuItem key={season} value={season}>
                    {t(`seasons.${season}`)}
                  </MenuItem>
                ))}
                <ListSubheader>{t("form.months")}</ListSubheader>
                {months.map((month) => (
                  <MenuItem key={month} value={month}>
                    {t(`months.${month}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
            {fieldState.error ? (
              <FormHelperText id={errorId} error>
                {fieldState.error.message}
              </FormHelperText>
            ) : null}
          </Box>
        );
      }}
    />
  );
}
