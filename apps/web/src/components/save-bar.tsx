import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useTranslation } from "react-i18next";
import { ProblemAlert } from "./problem/problem-alert.tsx";

type SaveBarProps = { formId: string; pending: boolean; error: unknown; dirty: boolean; onReset: () => void };

/** The foot of a form: the server's refusal in its words, then « Annuler » and « Enregistrer ». */
export function SaveBar({ formId, pending, error, dirty, onReset }: SaveBarProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ pb: 2 }}>
      <Stack spacing={1.5}>
        <ProblemAlert error={error} />
        <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1 }}>
          <Button onClick={onReset} disabled={!dirty || pending}>
            {t("actions.cancel")}
          </Button>
          <Button type="submit" form={formId} variant="contained" loading={pending}>
            {t("actions.save")}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
