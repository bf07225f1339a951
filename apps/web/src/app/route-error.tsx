import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";

/**
 * A screen that could not even render, most often a code chunk gone after a new release: a reload
 * fetches the current one. The details stay out of sight; they mean nothing to a vendor.
 */
export function RouteError() {
  const { t } = useTranslation();
  const { t: te } = useTranslation("errors");
  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720, mx: "auto" }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {t("actions.retry")}
          </Button>
        }
      >
        <AlertTitle>{t("loadError.title")}</AlertTitle>
        {te("problems.server")}
      </Alert>
    </Box>
  );
}
