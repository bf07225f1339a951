import { type Event, type EventStatusConfig, eventCreateSchema, eventUpdateSchema } from "@cortege/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import { useId, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDateField } from "../../../components/form-date-field.tsx";
import { FormNumberField } from "../../../components/form-number-field.tsx";
import { FormSelectField } from "../../../components/form-select-field.tsx";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { useIsPhone } from "../../../components/use-is-phone.ts";
import { useNotify } from "../../../components/use-notify.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { useSaveEvent } from "../api/use-save-event.ts";
import { ApproximateDateField } from "./approximate-date-field.tsx";
import { ClientPickerField, type PickedClient } from "./client-picker-field.tsx";
import {
  type DateMode,
  dateModeOf,
  datesClearedFor,
  type EventFormValues,
  emptyEventValues,
  eventFormValues,
} from "./event-form-values.ts";
import { EventTypeField } from "./event-type-field.tsx";

type EventDialogProps = {
  open: boolean;
  onClose: () => void;
  statuses: readonly EventStatusConfig[];
  /** The event to edit; a new one otherwise. */
  event?: Event | undefined;
  /** A new event for this client (from the client's page). */
  client?: PickedClient | null;
  onSaved?: (event: Event) => void;
};

const dateModes: DateMode[] = ["day", "range", "approximate", "none"];

/** Create or edit an event, validated with the domain's event schemas. */
export function EventDialog(props: EventDialogProps) {
  // Mounted only while open, so that every opening starts from the event as it is now.
  return props.open ? <EventDialogForm {...props} /> : null;
}

function EventDialogForm({ onClose, statuses, event, client, onSaved }: EventDialogProps) {
  const { t } = useTranslation("events");
  const { t: tc } = useTranslation();
  const notify = useNotify();
  const isPhone = useIsPhone();
  const titleId = useId();
  const vendorId = useVendorId();
  const save = useSaveEvent(vendorId);
  const isUpdate = event !== undefined;
  const [defaults] = useState(() =>
    event
      ? eventFormValues(vendorId, event)
      : emptyEventValues(vendorId, { clientId: client?.clientId ?? null, status: statuses[0]?.status }),
  );
  const [dateMode, setDateMode] = useState<DateMode>(() => dateModeOf(defaults));
  const { control, handleSubmit, setValue } = useForm<EventFormValues>({
    resolver: zodResolver(isUpdate ? eventUpdateSchema : eventCreateSchema) as unknown as Resolver<EventFormValues>,
    defaultValues: defaults,
  });

  const changeDateMode = (mode: DateMode) => {
    setDateMode(mode);
    for (const [name, value] of Object.entries(datesClearedFor(mode))) setValue(name as keyof EventFormValues, value);
  };

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        notify(isUpdate ? t("form.updated") : t("form.created", { name: saved.eventName }));
        onSaved?.(saved);
        onClose();
      },
    }),
  );

  const initialClient: PickedClient | null = event?.client
    ? { clientId: event.client.clientId, name: event.client.name }
    : (client ?? null);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={isPhone} aria-labelledby={titleId}>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: "contents" }}>
        <DialogTitle id={titleId}>{isUpdate ? t("form.editTitle") : t("form.createTitle")}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            <ProblemAlert error={save.error} />
            <FormTextField control={control} name="eventName" label={t("form.eventName")} helperText={t("form.eventNameHint")} />
            <EventTypeField control={control} />
            <ClientPickerField control={control} initial={initialClient} />
            <FormControl>
              <FormLabel id={`${titleId}-date`}>{t("form.dateMode")}</FormLabel>
              <RadioGroup
                row
                aria-labelledby={`${titleId}-date`}
                value={dateMode}
                onChange={(e) => changeDateMode(e.target.value as DateMode)}
              >
                {dateModes.map((mode) => (
                  <FormControlLabel key={mode} value={mode} control={<Radio />} label={t(`form.dateModes.${mode}`)} />
                ))}
              </RadioGroup>
            </FormControl>
            {dateMode === "day" ? <FormDateField control={control} name="date" label={t("form.date")} /> : null}
            {dateMode === "range" ? (
              <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
                <FormDateField control={control} name="startDate" label={t("form.startDate")} />
                <FormDateField control={control} name="endDate" label={t("form.endDate")} />
              </Box>
            ) : null}
            {dateMode === "approximate" ? <ApproximateDateField control={control} /> : null}
            <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
              <FormNumberField control={control} name="approximateGuestsCount" label={t("form.approximateGuestsCount")} />
              <FormNumberField control={control} name="guestsCount" label={t("form.guestsCount")} />
            </Box>
            <FormSelectField
              control={control}
              name="status"
              label={t("form.status")}
              options={statuses.map((s) => ({ value: s.status, label: s.name }))}
            />
            {isUpdate ? <FormTextField control={control} name="note" label={t("form.note")} multiline minRows={3} /> : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button onClick={onClose}>{tc("actions.cancel")}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {isUpdate ? tc("actions.save") : t("form.create")}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
