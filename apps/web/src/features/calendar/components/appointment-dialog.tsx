import type { CalendarEventFieldsInput } from "@cortege/domain";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import { useEffect, useId, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { useIsPhone } from "../../../components/use-is-phone.ts";
import { dateTimeFormat } from "../../../lib/intl.ts";
import { AppointmentClientField } from "./appointment-client-field.tsx";
import { appointmentFormResolver } from "./appointment-form-resolver.ts";
import { type AppointmentFormValues, appointmentBody } from "./appointment-form-values.ts";

type AppointmentDialogProps = {
  open: boolean;
  /** Null for a new appointment. */
  eventId: string | null;
  /** A Google event is edited with the same fields, without client nor invitation (Google sends its own). */
  kind?: "appointment" | "google";
  /** When the guests were last sent the invitation (editing). */
  invitedAt?: string | null | undefined;
  initialValues: AppointmentFormValues;
  pending: boolean;
  error: unknown;
  onSave: (fields: CalendarEventFieldsInput) => void;
  onDelete?: (() => void) | undefined;
  deleting?: boolean;
  onClose: () => void;
};

/** Create or edit an appointment (a visit, a tasting…); a refused save keeps everything typed. */
export function AppointmentDialog({
  open,
  eventId,
  kind = "appointment",
  invitedAt = null,
  initialValues,
  pending,
  error,
  onSave,
  onDelete,
  deleting = false,
  onClose,
}: AppointmentDialogProps) {
  const { t, i18n } = useTranslation("calendar");
  const invitedDate = dateTimeFormat(i18n.language.startsWith("en") ? "en-GB" : "fr-FR", { dateStyle: "medium" });
  const titleId = useId();
  const isPhone = useIsPhone();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const form = useForm<AppointmentFormValues>({ resolver: appointmentFormResolver, defaultValues: initialValues });
  const { control, reset, handleSubmit, getValues, setValue } = form;
  const allDay = useWatch({ control, name: "allDay" });

  // A new opening starts from its own values; reopening the same one after a refusal is not a new opening.
  useEffect(() => {
    if (open) reset(initialValues);
  }, [open, initialValues, reset]);

  const busy = pending || deleting;
  const submit = handleSubmit((values) => onSave(appointmentBody(values)));
  const dateSlot = { inputLabel: { shrink: true } };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
      aria-labelledby={titleId}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>
          {kind === "google" ? t("google.editEvent") : eventId ? t("dialog.editTitle") : t("dialog.newTitle")}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField control={control} name="title" label={t("dialog.title")} required autoFocus fullWidth />
            <Controller
              control={control}
              name="allDay"
              render={({ field }) => (
                <FormControlLabel
                  control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                  label={t("dialog.allDay")}
                />
              )}
            />
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
              <FormTextField
                control={control}
                name="startDate"
                type="date"
                label={t("dialog.startDate")}
                fullWidth
                slotProps={dateSlot}
              />
              {!allDay && (
                <FormTextField
                  control={control}
                  name="startTime"
                  type="time"
                  label={t("dialog.startTime")}
                  fullWidth
                  slotProps={dateSlot}
                />
              )}
            </Stack>
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
              <FormTextField
                control={control}
                name="endDate"
                type="date"
                label={t("dialog.endDate")}
                fullWidth
                slotProps={dateSlot}
              />
              {!allDay && (
                <FormTextField
                  control={control}
                  name="endTime"
                  type="time"
                  label={t("dialog.endTime")}
                  fullWidth
                  slotProps={dateSlot}
                />
              )}
            </Stack>
            <FormTextField control={control} name="description" label={t("dialog.description")} multiline minRows={2} fullWidth />
            {kind === "appointment" && (
              <AppointmentClientField
                control={control}
                initialClientId={initialValues.clientId}
                onPicked={(picked) => {
                  // The client's e-mails join the guests (once each); what was typed stays.
                  const typed = getValues("emails")
                    .split(/[\s,;]+/)
                    .filter(Boolean);
                  const known = new Set(typed.map((e) => e.toLowerCase()));
                  const added = picked.filter((e) => !known.has(e.toLowerCase()));
                  if (added.length > 0) setValue("emails", [...typed, ...added].join(", "), { shouldDirty: true });
                }}
              />
            )}
            <FormTextField
              control={control}
              name="emails"
              label={t("dialog.emails")}
              helperText={t("dialog.emailsHint")}
              fullWidth
              type="text"
              autoComplete="off"
            />
            {kind === "appointment" && (
              <Controller
                control={control}
                name="sendInvitation"
                render={({ field }) => (
                  <FormControlLabel
                    control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                    label={
                      invitedAt
                        ? t("dialog.resendInvitation", { date: invitedDate.format(new Date(invitedAt)) })
                        : t("dialog.sendInvitation")
                    }
                  />
                )}
              />
            )}
            <ProblemAlert error={error} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: "wrap", gap: 1 }}>
          {eventId && onDelete && (
            <Button color="error" onClick={() => setConfirmDelete(true)} disabled={busy} sx={{ mr: "auto" }}>
              {t("dialog.delete")}
            </Button>
          )}
          <Button onClick={onClose} disabled={busy}>
            {t("dialog.cancel")}
          </Button>
          <Button type="submit" variant="contained" loading={pending} disabled={deleting}>
            {t("dialog.save")}
          </Button>
        </DialogActions>
      </form>
      {onDelete && (
        <ConfirmDialog
          open={confirmDelete}
          title={t("dialog.deleteTitle")}
          text={t("dialog.deleteText")}
          confirmLabel={t("dialog.delete")}
          destructive
          onConfirm={() => {
            setConfirmDelete(false);
            onDelete();
          }}
          onClose={() => setConfirmDelete(false)}
        />
      )}
    </Dialog>
  );
}
