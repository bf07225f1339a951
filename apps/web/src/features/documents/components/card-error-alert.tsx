import Alert from "@mui/material/Alert";
import { useProblemMessage } from "../../../components/problem/use-problem-message.ts";

/** The refusal of an e-invoicing card's last action, under its content; nothing when there is none. */
export function CardErrorAlert({ error }: { error: unknown }) {
  const problemMessage = useProblemMessage();
  if (!error) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mt: 2 }}>
      {problemMessage(error)}
    </Alert>
  );
}
