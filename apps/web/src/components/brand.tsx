import Typography, { type TypographyProps } from "@mui/material/Typography";
import { useTranslation } from "react-i18next";

/** The product's name as a wordmark; text, not a heading, so each page keeps its own h1. */
export function Brand({ sx, ...props }: Omit<TypographyProps, "children">) {
  const { t } = useTranslation();
  return (
    <Typography
      component="span"
      sx={[
        { fontFamily: '"EB Garamond", Georgia, serif', fontWeight: 600, fontSize: "1.6rem", color: "primary.main" },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...props}
    >
      {t("appName")}
    </Typography>
  );
}
