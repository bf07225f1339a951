import DialogContentText from "@mui/material/DialogContentText";
import { type ReactNode, useId } from "react";
import { ActionDialog } from "./action-dialog.tsx";

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  /** Destructive actions are red so that they are never confirmed by habit. */
  destructive?: boolean;
  pending?: boolean;
  error?: unknown;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
};

/** The one question asked before an action that cannot be taken back. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  destructive = false,
  pending = false,
  error,
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps) {
  const textId = useId();
  return (
    <ActionDialog
      open={open}
      title={title}
      actionLabel={confirmLabel}
      destructive={destructive}
      pending={pending}
      error={error}
      describedBy={textId}
      onAction={onConfirm}
      onClose={onClose}
    >
      <DialogContentText id={textId} component="div">
        {text}
      </DialogContentText>
      {children}
    </ActionDialog>
  );
}
