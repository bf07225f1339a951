import type { ReactNode } from "react";
import { ConfirmDialog } from "./confirm-dialog.tsx";

type RemovalMutation = { isPending: boolean; error: unknown; reset: () => void };

type RemovalDialogProps<T> = {
  /** What the vendor asked to remove; null keeps the dialog closed. */
  item: T | null;
  /** The removal's mutation: its progress and error show in the dialog, closing forgets its error. */
  mutation: RemovalMutation;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  onConfirm: (item: T) => void;
  onClose: () => void;
};

/** The red question asked before removing one thing of a list (a board, a linked vendor…). */
export function RemovalDialog<T>({ item, mutation, title, text, confirmLabel, onConfirm, onClose }: RemovalDialogProps<T>) {
  return (
    <ConfirmDialog
      open={item !== null}
      title={title}
      text={text}
      confirmLabel={confirmLabel}
      destructive
      pending={mutation.isPending}
      error={mutation.error}
      onClose={() => {
        mutation.reset();
        onClose();
      }}
      onConfirm={() => {
        if (item !== null) onConfirm(item);
      }}
    />
  );
}
