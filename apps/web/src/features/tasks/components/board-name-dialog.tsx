import { taskMessages } from "@cortege/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ActionDialog } from "../../../components/action-dialog.tsx";
import { NameField } from "./name-field.tsx";

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
  const [name, setName] = useState(initialName);
  const [touched, setTouched] = useState(false);
  const missing = touched && name.trim() === "";
  return (
    <ActionDialog
      open={open}
      title={title}
      actionLabel={submitLabel}
      pending={pending}
      error={error}
      onEnter={() => {
        setName(initialName);
        setTouched(false);
      }}
      onSubmit={() => {
        setTouched(true);
        if (name.trim() !== "") onSubmit(name.trim());
      }}
      onClose={onClose}
    >
      <NameField
        label={t("boards.name")}
        value={name}
        onChange={setName}
        missingMessage={missing ? taskMessages.boardNameRequired : undefined}
      />
    </ActionDialog>
  );
}
