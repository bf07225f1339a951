import { type Board, depositStatuses, isEmailTaskType, type Task, type TaskType, taskTypes } from "@cortege/domain";
import Add from "@mui/icons-material/Add";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import CircularProgress from "@mui/material/CircularProgress";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { lazy, Suspense, useEffect, useRef } from "react";
import { Controller, useFieldArray, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { ResponsivePanel } from "../../../components/responsive-panel.tsx";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { useSaveTask } from "../api/use-save-task.ts";
import { dueLabel } from "./due-label.ts";
import { taskFormResolver } from "./task-form-resolver.ts";
import { emptyTaskValues, insertAtCursor, type TaskFormValues, taskBody, taskValues, variableToken } from "./task-form-values.ts";
import { TaskStatus } from "./task-status.tsx";
import { VariableChips } from "./variable-chips.tsx";

// TipTap is downloaded with the editor of an e-mail only, never with the board.
const EmailBodyEditor = lazy(() => import("./email-body-editor.tsx").then((m) => ({ default: m.EmailBodyEditor })));

type TaskDialogProps = {
  open: boolean;
  board: Board;
  listId: string;
  /** The task being edited; a new task of `type` when absent. */
  task?: Task | undefined;
  type?: TaskType | undefined;
  onClose: () => void;
};

/** The editor of a task, with the fields of its type: checklist, scheduled e-mail or caution request. */
export function TaskDialog({ open, board, listId, task, type = "BASE_TASK", onClose }: TaskDialogProps) {
  const { t, i18n } = useTranslation("tasks");
  const vendorId = useVendorId();
  const save = useSaveTask();
  const objectInput = useRef<HTMLInputElement | null>(null);
  const { control, handleSubmit, reset, setValue, getValues } = useForm<TaskFormValues>({
    resolver: taskFormResolver({ vendorId, boardId: board.boardId, listId }, { dueDayRequired: t("editor.dueDayRequired") }),
    defaultValues: task ? taskValues(task, i18n.language) : emptyTaskValues(type),
  });
  const items = useFieldArray({ control, name: "items" });
  const [currentType, dueMode, numberOfDays, depositStatus] = useWatch({
    control,
    name: ["type", "dueMode", "numberOfDays", "depositStatus"],
  });

  useEffect(() => {
    if (!open) return;
    reset(task ? taskValues(task, i18n.language) : emptyTaskValues(type));
    save.reset();
  }, [open, task, type, reset, i18n.language, save.reset]);

  const isEmail = isEmailTaskType(currentType);
  const eventBoard = board.eventId !== null;
  const submit = handleSubmit((values) =>
    save.mutate({ boardId: board.boardId, listId, taskId: task?.taskId, task: taskBody(values) }, { onSuccess: onClose }),
  );
  const insertIntoObject = (token: string) => {
    const input = objectInput.current;
    const next = insertAtCursor(getValues("object"), input?.selectionStart ?? null, input?.selectionEnd ?? null, token);
    setValue("object", next.text, { shouldDirty: true });
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(next.cursor, next.cursor);
    });
  };
  const relative =
    numberOfDays === null || Number.isNaN(numberOfDays) ? null : dueLabel({ dueDate: null, numberOfDays }, t, i18n.language);

  return (
    <ResponsivePanel
      open={open}
      title={task ? t("editor.editTitle") : t(`editor.createTitle.${currentType}`)}
      closeLabel={t("editor.close")}
      onClose={onClose}
      width={680}
      actions={
        <>
          <Button onClick={onClose} disabled={save.isPending}>
            {t("actions.cancel")}
          </Button>
          <Button variant="contained" onClick={() => void submit()} loading={save.isPending}>
            {task ? t("actions.save") : t("editor.create")}
          </Button>
        </>
      }
    >
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {task && task.type !== "BASE_TASK" ? <TaskStatus task={task} /> : null}
        {task ? null : (
          <FormTextField control={control} name="type" select label={t("editor.type")} fullWidth>
            {taskTypes.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`types.${value}`)}
              </MenuItem>
            ))}
          </FormTextField>
        )}
        <FormTextField control={control} name="name" label={t("editor.name")} required fullWidth autoFocus />
        <FormTextField control={control} name="description" label={t("editor.description")} fullWidth multiline minRows={2} />

        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: "grid", gap: 1.5 }}>
          <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
            {isEmail ? t("editor.sendWhen") : t("editor.dueWhen")}
          </Typography>
          <Controller
            control={control}
            name="dueMode"
            render={({ field }) => (
              <ToggleButtonGroup
                exclusive
                size="small"
                value={field.value}
                onChange={(_, value) => value && field.onChange(value)}
                aria-label={isEmail ? t("editor.sendWhen") : t("editor.dueWhen")}
                sx={{ flexWrap: "wrap" }}
              >
                <ToggleButton value="none">{t("editor.dueNone")}</ToggleButton>
                <ToggleButton value="date">{t("editor.dueDate")}</ToggleButton>
                <ToggleButton value="relative">{t("editor.dueRelative")}</ToggleButton>
              </ToggleButtonGroup>
            )}
          />
          {dueMode === "date" ? (
            <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2 }}>
              <FormTextField
                control={control}
                name="dueDay"
                type="date"
                label={t("editor.day")}
                required
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <FormTextField
                control={control}
                name="dueTime"
                type="time"
                label={t("editor.time")}
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Box>
          ) : null}
          {dueMode === "relative" ? (
            <Controller
              control={control}
              name="numberOfDays"
              render={({ field, fieldState }) => {
                const value = typeof field.value === "number" && !Number.isNaN(field.value) ? field.value : null;
                const direction = value !== null && value < 0 ? "after" : "before";
                return (
                  <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr 1fr", sm: "160px 1fr" }, gap: 2 }}>
                    <TextField
                      label={t("editor.days")}
                      value={value === null ? "" : String(Math.abs(value))}
                      onChange={(event) => {
                        const text = event.target.value.trim();
                        if (text === "") return field.onChange(null);
                        const days = /^\d+$/.test(text) ? Number(text) : Number.NaN;
                        field.onChange(direction === "after" ? -days : days);
                      }}
                      inputRef={field.ref}
                      error={fieldState.invalid}
                      helperText={fieldState.error?.message}
                      slotProps={{ htmlInput: { inputMode: "numeric" } }}
                    />
                    <TextField
                      select
                      label={t("editor.direction")}
                      value={direction}
                      onChange={(event) => field.onChange(Math.abs(value ?? 0) * (event.target.value === "after" ? -1 : 1))}
                    >
                      <MenuItem value="before">{t("editor.before")}</MenuItem>
                      <MenuItem value="after">{t("editor.after")}</MenuItem>
                    </TextField>
                  </Box>
                );
              }}
            />
          ) : null}
          {dueMode === "relative" && relative ? (
            <Typography variant="body2" sx={{ color: "text.secondary" }} data-testid="relative-due">
              {eventBoard ? t("editor.relativeOnEvent", { relative }) : t("editor.relativeOnTemplate", { relative })}
            </Typography>
          ) : null}
        </Box>

        {currentType === "BASE_TASK" ? (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: "grid", gap: 1 }}>
            <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
              {t("editor.checklist")}
            </Typography>
            {items.fields.map((item, index) => (
              <Box key={item.id} sx={{ display: "flex", alignItems: "flex-start", gap: 0.5 }}>
                <Controller
                  control={control}
                  name={`items.${index}.completed`}
                  render={({ field }) => (
                    <Checkbox
                      checked={field.value}
                      onChange={(_, checked) => field.onChange(checked)}
                      slotProps={{ input: { "aria-label": t("editor.itemDone", { index: index + 1 }) } }}
                    />
                  )}
                />
                <FormTextField
                  control={control}
                  name={`items.${index}.description`}
                  label={t("editor.item", { index: index + 1 })}
                  size="small"
                  fullWidth
                />
                <IconButton aria-label={t("editor.removeItem", { index: index + 1 })} onClick={() => items.remove(index)}>
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </Box>
            ))}
            <Box>
              <Button size="small" startIcon={<Add />} onClick={() => items.append({ description: "", completed: false })}>
                {t("editor.addItem")}
              </Button>
            </Box>
          </Box>
        ) : null}

        {isEmail ? (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: "grid", gap: 2 }}>
            <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
              {t("editor.email")}
            </Typography>
            {currentType === "SECURITY_DEPOSIT_REQUEST" ? (
              <>
                <Alert severity="info">{t("deposit.notRevenue")}</Alert>
                <FormTextField
                  control={control}
                  name="amount"
                  label={t("deposit.amount")}
                  required
                  fullWidth
                  slotProps={{ htmlInput: { inputMode: "decimal" }, input: { endAdornment: "€" } }}
                />
              </>
            ) : null}
            <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2 }}>
              <FormTextField control={control} name="from" label={t("editor.from")} type="email" required fullWidth />
              <FormTextField control={control} name="fromName" label={t("editor.fromName")} fullWidth />
            </Box>
            <FormTextField
              control={control}
              name="emails"
              label={t("editor.emails")}
              helperText={eventBoard ? t("editor.emailsHintEvent") : t("editor.emailsHint")}
              fullWidth
            />
            <Controller
              control={control}
              name="object"
              render={({ field, fieldState }) => (
                <TextField
                  label={t("editor.object")}
                  required
                  fullWidth
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={(element: HTMLInputElement | null) => {
                    field.ref(element);
                    objectInput.current = element;
                  }}
                  error={fieldState.invalid}
                  helperText={fieldState.error?.message}
                />
              )}
            />
            <VariableChips target={t("variables.object")} onInsert={(variable) => insertIntoObject(variableToken(variable))} />
            <Controller
              control={control}
              name="body"
              render={({ field, fieldState }) => (
                <Suspense
                  fallback={
                    <Box sx={{ display: "grid", placeItems: "center", minHeight: 200 }}>
                      <CircularProgress size={24} aria-label={t("editor.loading")} />
                    </Box>
                  }
                >
                  <EmailBodyEditor
                    key={task?.taskId ?? "new"}
                    label={t("editor.body")}
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                  />
                </Suspense>
              )}
            />
            <Controller
              control={control}
              name="sendCopyToSelf"
              render={({ field }) => (
                <FormControlLabel
                  control={<Switch checked={field.value} onChange={(_, checked) => field.onChange(checked)} />}
                  label={t("editor.sendCopyToSelf")}
                />
              )}
            />
            <FormTextField
              control={control}
              name="filename"
              label={t("editor.filename")}
              helperText={t("editor.filenameHint")}
              fullWidth
            />
            <FormTextField control={control} name="listIdDone" select label={t("editor.listIdDone")} fullWidth>
              <MenuItem value="">{t("editor.noListDone")}</MenuItem>
              {board.lists.map((l) => (
                <MenuItem key={l.listId} value={l.listId}>
                  {l.name}
                </MenuItem>
              ))}
            </FormTextField>
            {currentType === "SECURITY_DEPOSIT_REQUEST" ? (
              <>
                <FormTextField control={control} name="depositStatus" select label={t("deposit.tracking")} fullWidth>
                  {depositStatuses.map((value) => (
                    <MenuItem key={value} value={value}>
                      {t(`deposit.status.${value}`)}
                    </MenuItem>
                  ))}
                </FormTextField>
                {depositStatus === "PARTLY_KEPT" ? (
                  <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "200px 1fr" }, gap: 2 }}>
                    <FormTextField
                      control={control}
                      name="keptAmount"
                      label={t("deposit.keptAmount")}
                      required
                      slotProps={{ htmlInput: { inputMode: "decimal" }, input: { endAdornment: "€" } }}
                    />
                    <FormTextField control={control} name="keptReason" label={t("deposit.keptReason")} required fullWidth />
                  </Box>
                ) : null}
              </>
            ) : null}
          </Box>
        ) : null}
        <ProblemAlert error={save.error} />
      </Stack>
    </ResponsivePanel>
  );
}
