import Alert from "@mui/material/Alert";
import type { ReactNode } from "react";
import { isPlanRequired, PlanUpsellAction } from "./plan-upsell.tsx";
import { useProblemMessage } from "./use-problem-message.ts";

type ProblemAlertProps = { error: unknown; action?: ReactNode; children?: ReactNode };

/**
 * The error of a form or a section, announced to screen readers as it appears. A feature the plan
 * does not open is an offer rather than a failure: said calmly, with the way to « Abonnement ».
 */
export function ProblemAlert({ error, action, children }: ProblemAlertProps) {
  const message = useProblemMessage();
  if (!error) return null;
  const locked = isPlanRequired(error);
  return (
    <Alert severity={locked ? "info" : "error"} role="alert" action={action ?? (locked ? <PlanUpsellAction /> : undefined)}>
      {message(error)}
      {children}
    </Alert>
  );
}
