import type { CalendarEvent, CalendarEventFieldsInput, GoogleEventView } from "@cortege/domain";
import Add from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import { useTheme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { DocumentTitle } from "../../../components/document-title.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { useIsPhone } from "../../../components/use-is-phone.ts";
import { useNotify } from "../../../components/use-notify.ts";
import { eventPath } from "../../../config/event-paths.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { statusColor } from "../../events/components/status-color.ts";
import { useAgendaAvailabilities } from "../api/use-agenda-availabilities.ts";
import { useAgendaStatuses } from "../api/use-agenda-statuses.ts";
import { useAgendaWeddings } from "../api/use-agenda-weddings.ts";
import { useAppointments } from "../api/use-appointments.ts";
import { useDeleteAppointment } from "../api/use-delete-appointment.ts";
import { useDeleteGoogleEvent } from "../api/use-delete-google-event.ts";
import { useGoogleEvents } from "../api/use-google-events.ts";
import { useGoogleLink } from "../api/use-google-link.ts";
import { useSaveAppointment } from "../api/use-save-appointment.ts";
import { useSaveGoogleEvent } from "../api/use-save-google-event.ts";
import { AgendaCalendar } from "../components/agenda-calendar.tsx";
import {
  appointmentEntries,
  availabilityEntries,
  entrySource,
  googleEntries,
  weddingEntries,
} from "../components/agenda-entries.ts";
import { type AgendaSource, type AgendaView, defaultAgendaView, isAgendaView } from "../components/agenda-views.ts";
import {
  type AppointmentFormValues,
  appointmentFormValues,
  appointmentFormValuesForSlot,
} from "../components/appointment-form-values.ts";
import { GoogleCard } from "../components/google-card.tsx";
import { IcsCard } from "../components/ics-card.tsx";
import { LazyAppointmentDialog, preloadAppointmentDialog } from "../components/lazy-appointment-dialog.tsx";

const pad = (n: number) => String(n).padStart(2, "0");
const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const SOURCES: AgendaSource[] = ["appointments", "weddings", "availability"];

type Editing = {
  kind: "appointment" | "google";
  eventId: string | null;
  invitedAt: string | null;
  values: AppointmentFormValues;
} | null;

/** /agenda: appointments, events, taken dates on one calendar (part 1 §2, part 2 §2). View, date and filters live in the URL. */
export function AgendaPage() {
  const { t } = useTranslation("calendar");
  const theme = useTheme();
  const isPhone = useIsPhone();
  const vendorId = useVendorId();
  const notify = useNotify();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const hideParam = params.get("hide") ?? "";
  // One set per address: the entries below are rebuilt only when the filters change.
  const hidden = useMemo(() => new Set(hideParam.split(",").filter(Boolean)), [hideParam]);
  const urlView = params.get("view");
  const [initialView] = useState<AgendaView>(isAgendaView(urlView) ? urlView : defaultAgendaView(isPhone));
  const [initialDate] = useState(params.get("date") ?? undefined);
  const [range, setRange] = useState<{ start: Date; end: Date; view: AgendaView; date: string } | null>(null);
  const [editing, setEditing] = useState<Editing>(null);

  // FullCalendar reports its first range while rendering: the address follows once it is on screen.
  const rangeView = range?.view;
  const rangeDate = range?.date;
  useEffect(() => {
    if (!rangeView || !rangeDate) return;
    setParams(
      (p) => {
        if (p.get("view") === rangeView && p.get("date") === rangeDate) return p;
        const copy = new URLSearchParams(p);
        copy.set("view", rangeView);
        copy.set("date", rangeDate);
        return copy;
      },
      { replace: true },
    );
  }, [rangeView, rangeDate, setParams]);

  const startIso = range?.start.toISOString() ?? "";
  const endIso = range?.end.toISOString() ?? "";
  const startDay = range ? localDate(range.start) : "";
  const endDay = range ? localDate(new Date(range.end.getTime() - 1)) : "";
  const enabled = range !== null;
  const appointments = useAppointments(vendorId, startIso, endIso, enabled);
  const weddings = useAgendaWeddings(vendorId, startDay, endDay, enabled);
  const statuses = useAgendaStatuses(vendorId);
  const availabilities = useAgendaAvailabilities(vendorId, startDay, endDay, enabled);
  const googleLink = useGoogleLink(vendorId);
  const googleOn = googleLink.data?.status === "linked" && googleLink.data.calendarId !== null;
  const googleEvents = useGoogleEvents(vendorId, startIso, endIso, enabled && googleOn);
  const sources: AgendaSource[] = googleOn ? [...SOURCES, "google"] : SOURCES;
  const save = useSaveAppointment(vendorId);
  const remove = useDeleteAppointment(vendorId);
  const saveGoogle = useSaveGoogleEvent(vendorId);
  const removeGoogle = useDeleteGoogleEvent(vendorId);

  const entries = useMemo(() => {
    const colours = {
      appointment: theme.palette.primary.main,
      unavailable: theme.palette.grey[600],
      statusColour: (color: string) => statusColor(theme, color),
    };
    return [
      ...(hidden.has("appointments") ? [] : appointmentEntries(appointments.data ?? [], colours)),
      ...(hidden.has("weddings")
        ? []
        : weddingEntries(weddings.data ?? [], statuses.data ?? [], colours, (name, status) =>
            t("entries.wedding", { name, status }),
          )),
      ...(hidden.has("availability") ? [] : availabilityEntries(availabilities.data ?? [], colours, t("entries.unavailable"))),
      ...(hidden.has("google") || !googleOn ? [] : googleEntries(googleEvents.data ?? [], theme.palette.info.main)),
    ];
  }, [appointments.data, weddings.data, statuses.data, availabilities.data, googleEvents.data, googleOn, hidden, theme, t]);

  // Back from Google's consent: say how it went, once, and clean the address.
  const googleReturn = params.get("google");
  useEffect(() => {
    if (!googleReturn) return;
    notify(t(googleReturn === "linked" ? "google.linked" : "google.failed"), googleReturn === "linked" ? "success" : "error");
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        copy.delete("google");
        return copy;
      },
      { replace: true },
    );
  }, [googleReturn, notify, setParams, t]);

  const toggle = (source: AgendaSource) => {
    const next = new Set(hidden);
    if (next.has(source)) next.delete(source);
    else next.add(source);
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        if (next.size === 0) copy.delete("hide");
        else copy.set("hide", [...next].join(","));
        return copy;
      },
      { replace: true },
    );
  };

  const openNew = (start: Date, end: Date, allDay: boolean) => {
    save.reset();
    setEditing({ kind: "appointment", eventId: null, invitedAt: null, values: appointmentFormValuesForSlot(start, end, allDay) });
  };
  const openAppointment = (event: CalendarEvent) => {
    save.reset();
    remove.reset();
    setEditing({ kind: "appointment", eventId: event.eventId, invitedAt: event.invitedAt, values: appointmentFormValues(event) });
  };
  const openGoogleEvent = (event: GoogleEventView) => {
    saveGoogle.reset();
    removeGoogle.reset();
    setEditing({
      kind: "google",
      eventId: event.id,
      invitedAt: null,
      values: appointmentFormValues({
        eventId: event.id,
        title: event.summary,
        description: event.description,
        startTime: event.start,
        endTime: event.end,
        allDay: event.allDay,
        emails: event.attendees,
        clientId: null,
        invitedAt: null,
      }),
    });
  };
  const onEntryClick = (id: string) => {
    const { source, key } = entrySource(id);
    if (source === "weddings") void navigate(eventPath(key));
    if (source === "google") {
      const event = googleEvents.data?.find((e) => e.id === key);
      if (event) openGoogleEvent(event);
    }
    if (source === "appointments") {
      const event = appointments.data?.find((e) => e.eventId === key);
      if (event) openAppointment(event);
    }
  };
  const onSave = (fields: CalendarEventFieldsInput) =>
    editing?.kind === "google"
      ? saveGoogle.mutate(
          { eventId: editing.eventId, fields },
          {
            onSuccess: () => {
              setEditing(null);
              notify(t("google.eventSaved"));
            },
          },
        )
      : save.mutate(
          { eventId: editing?.eventId ?? null, fields },
          {
            onSuccess: () => {
              setEditing(null);
              notify(t(fields.sendInvitation ? "dialog.savedAndInvited" : "dialog.saved"));
            },
          },
        );
  const onDelete = () => {
    const eventId = editing?.eventId;
    if (!eventId) return;
    if (editing?.kind === "google") {
      removeGoogle.mutate(eventId, {
        onSuccess: () => {
          setEditing(null);
          notify(t("google.eventDeleted"));
        },
      });
      return;
    }
    remove.mutate(eventId, {
      onSuccess: () => {
        setEditing(null);
        notify(t("dialog.deleted"));
      },
    });
  };
  const loadError = appointments.error ?? weddings.error ?? availabilities.error;

  return (
    <Stack spacing={isPhone ? 2 : 3}>
      <DocumentTitle page={t("page.title")} />
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: 2 }}>
        <Box sx={{ flexGrow: 1, minWidth: 220 }}>
          <Typography variant="h1">{t("page.title")}</Typography>
          <Typography sx={{ color: "text.secondary", mt: 0.5 }}>{t("page.subtitle")}</Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={() => {
            const start = new Date();
            start.setMinutes(0, 0, 0);
            start.setHours(start.getHours() + 1);
            openNew(start, new Date(start.getTime() + 3_600_000), false);
          }}
          onMouseEnter={preloadAppointmentDialog}
          onFocus={preloadAppointmentDialog}
        >
          {t("page.newAppointment")}
        </Button>
      </Box>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: "wrap", alignItems: "center" }}
        role="group"
        aria-label={t("sources.label")}
      >
        {sources.map((source) => (
          <Chip
            key={source}
            label={t(`sources.${source}`)}
            color={hidden.has(source) ? "default" : "primary"}
            variant={hidden.has(source) ? "outlined" : "filled"}
            aria-pressed={!hidden.has(source)}
            onClick={() => toggle(source)}
          />
        ))}
      </Stack>
      {loadError ? <LoadError error={loadError} onRetry={() => void appointments.refetch()} /> : null}
      <AgendaCalendar
        entries={entries}
        initialView={initialView}
        initialDate={initialDate}
        isPhone={isPhone}
        onRangeChange={({ start, end, view, date }) =>
          setRange((r) =>
            r && r.start.getTime() === start.getTime() && r.end.getTime() === end.getTime() && r.view === view
              ? r
              : { start, end, view, date: localDate(date) },
          )
        }
        onSelectSlot={openNew}
        onEntryClick={onEntryClick}
      />
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" } }}>
        {googleLink.data ? <GoogleCard vendorId={vendorId} link={googleLink.data} /> : null}
        <IcsCard vendorId={vendorId} />
      </Box>
      {editing && (
        <LazyAppointmentDialog
          open
          kind={editing.kind}
          eventId={editing.eventId}
          invitedAt={editing.invitedAt}
          initialValues={editing.values}
          pending={editing.kind === "google" ? saveGoogle.isPending : save.isPending}
          error={editing.kind === "google" ? (saveGoogle.error ?? removeGoogle.error) : (save.error ?? remove.error)}
          onSave={onSave}
          onDelete={editing.eventId ? onDelete : undefined}
          deleting={editing.kind === "google" ? removeGoogle.isPending : remove.isPending}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
