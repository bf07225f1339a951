import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { isPlanRequired, PlanUpsellAction } from "./problem/plan-upsell.tsx";
import { useProblemMessage } from "./problem/use-problem-message.ts";

type LoadErrorProps = { error: unknown; onRetry: () => void };

/** A query that failed: what happened, and a way to try again without reloading the page. */
export function LoadError({ error, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  const message = useProblemMessage();
  // A section the plan does not open: which plan opens it and the way there, nothing to retry.
  if (isPlanRequired(error)) {
    return (
      <Alert severity="info" role="alert" action={<PlanUpsellAction />}>
        <AlertTitle>{t("planRequired.title")}</AlertTitle>
        {message(error)}
      </Alert>
    );
  }
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
