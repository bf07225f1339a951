import { taskMessages } from "@cortege/domain";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";

type BoardNameDialogProps = {
  open: boolean;
  title: string;
  submitLabel: string;
  initialName: string;
  pending: boolean;
  error: unknown;
  onSubmit: (name: string) => void;
  onClose: () => void;
};

/** The name of a board, to create, rename or duplicate it. */
export function BoardNameDialog({
  open,
  title,
  submitLabel,
  initialName,
  pending,
  error,
  onSubmit,
  onClose,
}: BoardNameDialogProps) {
  const { t } = useTranslation("tasks");
  const titleId = useId();
  const [name, setName] = useState(initialName);
  const [touched, setTouched] = useState(false);
  const missing = touched && name.trim() === "";
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      slotProps={{
        transition: {
          onEnter: () => {
            setName(initialName);
            setTouched(false);
          },
        },
      }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (name.trim() !== "") onSubmit(name.trim());
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t("boards.name")}
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              autoFocus
              fullWidth
              error={missing}
              helperText={missing ? taskMessages.boardNameRequired : undefined}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <ProblemAlert error={error} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={pending}>
            {t("actions.cancel")}
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
