import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { paths } from "../config/paths.ts";
import { DocumentTitle } from "./document-title.tsx";

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
      <DocumentTitle page={t("notFound.title")} />
      <Typography variant="h1">{t("notFound.title")}</Typography>
      <Typography>{t("notFound.body")}</Typography>
      <Button component={RouterLink} to={paths.home} variant="contained">
        {t("notFound.back")}
      </Button>
    </Stack>
  );
}
