import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { ProblemAlert } from "./problem/problem-alert.tsx";

type ActionDialogProps = {
  open: boolean;
  title: string;
  actionLabel: string;
  /** Destructive actions are red so that they are never confirmed by habit. */
  destructive?: boolean;
  pending: boolean;
  error: unknown;
  /** The id of the text saying what the action does, for screen readers. */
  describedBy?: string | undefined;
  /** Given, the dialog is a form whose action submits it (Enter in a field too); otherwise the action is a button. */
  onSubmit?: (() => void) | undefined;
  onAction?: (() => void) | undefined;
  /** Each opening, e.g. to put the form back to its initial values. */
  onEnter?: (() => void) | undefined;
  onClose: () => void;
  children?: ReactNode;
};

/** A small dialog around one action: its content, the refusal of the last try, « Annuler » and the action. */
export function ActionDialog({
  open,
  title,
  actionLabel,
  destructive = false,
  pending,
  error,
  describedBy,
  onSubmit,
  onAction,
  onEnter,
  onClose,
  children,
}: ActionDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const body = (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {/* A form's first field has its label above its border: the room it needs. */}
        <Stack spacing={2} sx={onSubmit ? { pt: 1 } : undefined}>
          {children}
          <ProblemAlert error={error} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending}>
          {t("actions.cancel")}
        </Button>
        <Button
          type={onSubmit ? "submit" : "button"}
          variant="contained"
          color={destructive ? "error" : "primary"}
          loading={pending}
          onClick={onSubmit ? undefined : onAction}
        >
          {actionLabel}
        </Button>
      </DialogActions>
    </>
  );
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      slotProps={onEnter ? { transition: { onEnter } } : undefined}
    >
      {onSubmit ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {body}
        </form>
      ) : (
        body
      )}
    </Dialog>
  );
}
