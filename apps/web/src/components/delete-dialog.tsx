import type { ReactNode } from "react";
import { ConfirmDialog } from "./confirm-dialog.tsx";

/** What the dialog needs of the deletion's mutation: its state, and a reset so a reopened dialog shows no old error. */
type DeletionState = { isPending: boolean; error: unknown; reset: () => void };

type DeleteDialogProps = {
  open: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  deletion: DeletionState;
  /** Starts the deletion; `closeAfter` is called by the caller once the server agreed. */
  onConfirm: (closeAfter: () => void) => void;
  onClose: () => void;
};

/** The red question before deleting one item: closing it forgets a refusal shown, a success closes it. */
export function DeleteDialog({ open, title, text, confirmLabel, deletion, onConfirm, onClose }: DeleteDialogProps) {
  const close = () => {
    deletion.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={title}
      text={text}
      confirmLabel={confirmLabel}
      destructive
      pending={deletion.isPending}
      error={deletion.error}
      onClose={close}
      onConfirm={() => onConfirm(close)}
    />
  );
}
