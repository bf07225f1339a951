import { type TaskList, taskMessages } from "@cortege/domain";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ActionDialog } from "../../../components/action-dialog.tsx";
import { useSaveList } from "../api/use-save-list.ts";
import { NameField } from "./name-field.tsx";

type ListDialogProps = {
  open: boolean;
  boardId: string;
  /** The list being edited; a new list when absent. */
  list?: TaskList | undefined;
  onClose: () => void;
  onSaved: (list: TaskList) => void;
};

/** A list's name and its deadline notifications (spec §9: 0 days before by default). */
export function ListDialog({ open, boardId, list, onClose, onSaved }: ListDialogProps) {
  const { t } = useTranslation("tasks");
  const save = useSaveList();
  const [name, setName] = useState("");
  const [enableNotifications, setEnableNotifications] = useState(false);
  const [days, setDays] = useState("0");
  const [touched, setTouched] = useState(false);
  const reset = () => {
    setName(list?.name ?? "");
    setEnableNotifications(list?.enableNotifications ?? false);
    setDays(String(list?.notificationDaysBefore ?? 0));
    setTouched(false);
    save.reset();
  };
  const daysNumber = /^\d+$/.test(days.trim()) ? Number(days.trim()) : Number.NaN;
  const daysInvalid = touched && enableNotifications && !(daysNumber >= 0 && daysNumber <= 365);
  const missing = touched && name.trim() === "";
  return (
    <ActionDialog
      open={open}
      title={list ? t("lists.editTitle") : t("lists.createTitle")}
      actionLabel={list ? t("actions.save") : t("lists.createSubmit")}
      pending={save.isPending}
      error={save.error}
      onEnter={reset}
      onSubmit={() => {
        setTouched(true);
        if (name.trim() === "" || (enableNotifications && !(daysNumber >= 0 && daysNumber <= 365))) return;
        save.mutate(
          {
            boardId,
            listId: list?.listId,
            values: {
              name: name.trim(),
              enableNotifications,
              notificationDaysBefore: enableNotifications ? daysNumber : (list?.notificationDaysBefore ?? 0),
            },
          },
          { onSuccess: onSaved },
        );
      }}
      onClose={onClose}
    >
      <NameField
        label={t("lists.name")}
        value={name}
        onChange={setName}
        missingMessage={missing ? taskMessages.listNameRequired : undefined}
      />
      <FormControlLabel
        control={<Switch checked={enableNotifications} onChange={(_, checked) => setEnableNotifications(checked)} />}
        label={t("lists.enableNotifications")}
      />
      {enableNotifications ? (
        <TextField
          label={t("lists.notificationDaysBefore")}
          value={days}
          onChange={(event) => setDays(event.target.value)}
          fullWidth
          error={daysInvalid}
          helperText={daysInvalid ? taskMessages.notificationDaysInvalid : t("lists.notificationDaysHint")}
          slotProps={{ htmlInput: { inputMode: "numeric" } }}
        />
      ) : null}
    </ActionDialog>
  );
}
