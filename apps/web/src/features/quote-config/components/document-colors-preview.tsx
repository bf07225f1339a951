import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { Control } from "react-hook-form";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { QuoteConfigFormValues } from "./quote-config-form-values.ts";

/** What the PDF prints while the vendor has chosen no colour (documents-print.ts). */
export const DEFAULT_PRIMARY_COLOR = "#4a2c40";
export const DEFAULT_BACKGROUND_COLOR = "#f4eee8";

const hex = (value: string, fallback: string) => (/^#[0-9a-fA-F]{6}$/.test(value) ? value : fallback);

/** A miniature of a document's top: the title and the table head in the main colour, on the background colour. */
export function DocumentColorsPreview({
  control,
  example,
  logoUrl,
}: {
  control: Control<QuoteConfigFormValues>;
  example: string;
  logoUrl: string | null;
}) {
  const { t } = useTranslation("quote-config");
  const [color, background] = useWatch({ control, name: ["color", "backgroundColor"] });
  const primary = hex(color, DEFAULT_PRIMARY_COLOR);
  const soft = hex(background, DEFAULT_BACKGROUND_COLOR);
  return (
    <Box
      role="img"
      aria-label={t("colors.previewLabel")}
      sx={{ border: 1, borderColor: "divider", borderRadius: 1, bgcolor: "#fff", p: 2, color: "#222", fontSize: 12 }}
    >
      <Box sx={{ display: "flex", justifyContent: "space-between", gap: 2, mb: 1.5 }}>
        {logoUrl ? (
          <Box component="img" src={logoUrl} alt="" sx={{ maxWidth: 96, maxHeight: 40, objectFit: "contain" }} />
        ) : (
          <Box sx={{ width: 64, height: 28, borderRadius: 0.5, bgcolor: soft }} />
        )}
        <Box sx={{ textAlign: "right" }}>
          <Typography sx={{ color: primary, fontWeight: 700, fontSize: 16, lineHeight: 1.2 }}>
            {t("colors.previewTitle")}
          </Typography>
          <Typography sx={{ fontSize: 11, color: "#555" }}>{example}</Typography>
        </Box>
      </Box>
      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: "1fr auto",
          bgcolor: primary,
          color: "#fff",
          px: 1,
          py: 0.5,
          fontWeight: 600,
        }}
      >
        <span>{t("colors.previewLine")}</span>
        <span>{t("colors.previewAmount")}</span>
      </Box>
      <Box sx={{ display: "grid", gridTemplateColumns: "1fr auto", px: 1, py: 0.5, borderBottom: 1, borderColor: "#eee" }}>
        <span>{t("colors.previewItem")}</span>
        <span>1 200,00 €</span>
      </Box>
      <Box sx={{ display: "flex", justifyContent: "flex-end", mt: 1 }}>
        <Box sx={{ bgcolor: soft, px: 1.5, py: 0.5, borderRadius: 0.5, fontWeight: 700, color: primary }}>
          {t("colors.previewTotal")} 1 440,00 €
        </Box>
      </Box>
    </Box>
  );
}
