import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { useProblemMessage } from "./problem/use-problem-message.ts";

type LoadErrorProps = { error: unknown; onRetry: () => void };

/** A query that failed: what happened, and a way to try again without reloading the page. */
export function LoadError({ error, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  const message = useProblemMessage();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t("actions.retry")}
        </Button>
      }
    >
      <AlertTitle>{t("loadError.title")}</AlertTitle>
      {message(error)}
    </Alert>
  );
}
