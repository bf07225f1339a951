import Alert from "@mui/material/Alert";
import type { ReactNode } from "react";
import { useProblemMessage } from "./use-problem-message.ts";

type ProblemAlertProps = { error: unknown; action?: ReactNode; children?: ReactNode };

/** The error of a form or a section, announced to screen readers as it appears. */
export function ProblemAlert({ error, action, children }: ProblemAlertProps) {
  const message = useProblemMessage();
  if (!error) return null;
  return (
    <Alert severity="error" role="alert" action={action}>
      {message(error)}
      {children}
    </Alert>
  );
}
