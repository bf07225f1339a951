import { type TaskList, taskMessages } from "@cortege/domain";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { useSaveList } from "../api/use-save-list.ts";

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
  const titleId = useId();
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
    <Dialog
      open={open}
      onClose={save.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      slotProps={{ transition: { onEnter: reset } }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
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
      >
        <DialogTitle id={titleId}>{list ? t("lists.editTitle") : t("lists.createTitle")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t("lists.name")}
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              autoFocus
              fullWidth
              error={missing}
              helperText={missing ? taskMessages.listNameRequired : undefined}
              slotProps={{ htmlInput: { maxLength: 200 } }}
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
            <ProblemAlert error={save.error} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={save.isPending}>
            {t("actions.cancel")}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {list ? t("actions.save") : t("lists.createSubmit")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
