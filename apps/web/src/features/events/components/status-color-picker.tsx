import Check from "@mui/icons-material/Check";
import Box from "@mui/material/Box";
import { useTheme } from "@mui/material/styles";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { statusColor } from "./status-color.ts";
import { statusPalette } from "./status-config-draft.ts";

type StatusColorPickerProps = { label: string; value: string; onChange: (color: string) => void };

/** A small palette as a group of radio buttons: arrows move between colours, each one is named. */
export function StatusColorPicker({ label, value, onChange }: StatusColorPickerProps) {
  const { t } = useTranslation("events");
  const theme = useTheme();
  const name = useId();
  const colors: string[] = statusPalette.includes(value as (typeof statusPalette)[number])
    ? [...statusPalette]
    : [...statusPalette, value];
  return (
    <Box role="radiogroup" aria-label={label} sx={{ display: "flex", flexWrap: "wrap", gap: 0.75 }}>
      {colors.map((color, index) => {
        const checked = color === value;
        const colorName = color.startsWith("#")
          ? t("statuses.customColor", { color })
          : t(`statuses.colors.${color as "primary"}`);
        return (
          <Box
            key={color}
            component="label"
            sx={{
              position: "relative",
              width: 28,
              height: 28,
              borderRadius: "50%",
              bgcolor: statusColor(theme, color),
              display: "grid",
              placeItems: "center",
              cursor: "pointer",
              boxShadow: checked ? `0 0 0 2px ${theme.palette.background.paper}, 0 0 0 4px ${statusColor(theme, color)}` : "none",
              "&:has(input:focus-visible)": { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 4 },
            }}
          >
            <Box
              component="input"
              type="radio"
              name={name}
              value={color}
              checked={checked}
              onChange={() => onChange(color)}
              aria-label={colorName}
              title={colorName}
              data-index={index}
              sx={{ position: "absolute", inset: 0, opacity: 0, m: 0, cursor: "pointer" }}
            />
            {checked ? <Check sx={{ color: "#fff", fontSize: 18 }} aria-hidden /> : null}
          </Box>
        );
      })}
    </Box>
  );
}
