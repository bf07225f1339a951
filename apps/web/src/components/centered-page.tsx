import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Brand } from "./brand.tsx";
import { DocumentTitle } from "./document-title.tsx";

type CenteredPageProps = {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card: "create an account", "back to sign in"… */
  footer?: ReactNode;
  width?: number;
};

/** The frame of the pages outside the back office: sign in, registration, first vendor. */
export function CenteredPage({ title, intro, children, footer, width = 440 }: CenteredPageProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      sx={{
        minHeight: "100dvh",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        px: 2,
        py: { xs: 4, sm: 8 },
        gap: 3,
      }}
    >
      <DocumentTitle page={title} />
      <Box sx={{ textAlign: "center" }}>
        <Brand sx={{ fontSize: "2.25rem", display: "block" }} />
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {t("tagline")}
        </Typography>
      </Box>
      <Card sx={{ width: "100%", maxWidth: width }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 }, "&:last-child": { pb: { xs: 2.5, sm: 4 } } }}>
          <Typography variant="h1" sx={{ fontSize: { xs: "2rem", sm: "2.25rem" }, mb: intro ? 1 : 3 }}>
            {title}
          </Typography>
          {intro ? (
            <Typography variant="body2" sx={{ color: "text.secondary", mb: 3 }}>
              {intro}
            </Typography>
          ) : null}
          {children}
        </CardContent>
      </Card>
      {footer ? <Box sx={{ textAlign: "center", display: "grid", gap: 1 }}>{footer}</Box> : null}
    </Box>
  );
}
