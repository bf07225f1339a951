import type { Availability, CalendarEvent, EventStatusConfig, GoogleEventView } from "@cortege/domain";
import type { AgendaWedding } from "../api/use-agenda-weddings.ts";
import type { AgendaSource } from "./agenda-views.ts";

/** One entry of the calendar, as FullCalendar takes it; the id says its source ("appointment:…"). */
export type AgendaEntry = {
  id: string;
  title: string;
  start: string;
  end?: string;
  allDay: boolean;
  /** FullCalendar 7's names: colour, text colour on it, class. */
  color: string;
  contrastColor: string;
  className: string;
};

export type AgendaColours = { appointment: string; unavailable: string; statusColour: (color: string) => string };

const nextDay = (date: string) => {
  const [y, m, d] = date.split("-").map(Number);
  const next = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + 1));
  return next.toISOString().slice(0, 10);
};

export const entrySource = (id: string): { source: AgendaSource; key: string } => {
  const [kind, ...rest] = id.split(":");
  const key = rest.join(":");
  if (kind === "wedding") return { source: "weddings", key };
  if (kind === "availability") return { source: "availability", key };
  if (kind === "google") return { source: "google", key };
  return { source: "appointments", key };
};

export function appointmentEntries(events: readonly CalendarEvent[], colours: AgendaColours): AgendaEntry[] {
  return events.map((e) => ({
    id: `appointment:${e.eventId}`,
    title: e.title,
    start: e.startTime,
    end: e.endTime,
    allDay: e.allDay,
    color: colours.appointment,
    contrastColor: "#ffffff",
    className: "agenda-appointment",
  }));
}

/** An event on its date, or across its start–end span; one without a date is not on the agenda. */
export function weddingEntries(
  weddings: readonly AgendaWedding[],
  statuses: readonly EventStatusConfig[],
  colours: AgendaColours,
  label: (name: string, status: string) => string,
): AgendaEntry[] {
  return weddings.flatMap((w) => {
    const start = w.date ?? w.startDate;
    if (!start) return [];
    const last = w.date ?? w.endDate ?? start;
    const status = statuses.find((s) => s.status === w.status);
    const colour = colours.statusColour(status?.color ?? "");
    return [
      {
        id: `wedding:${w.eventId}`,
        title: label(w.eventName, status?.name ?? w.status),
        start,
        end: nextDay([start, last].sort()[1] ?? start),
        allDay: true,
        color: colour,
        contrastColor: "#ffffff",
        className: "agenda-wedding",
      },
    ];
  });
}

export function availabilityEntries(
  availabilities: readonly Availability[],
  colours: AgendaColours,
  title: string,
): AgendaEntry[] {
  return availabilities.map((a) => ({
    id: `availability:${a.availabilityId}`,
    title,
    start: a.date,
    allDay: true,
    color: colours.unavailable,
    contrastColor: "#ffffff",
    className: "agenda-availability",
  }));
}

export function googleEntries(events: readonly GoogleEventView[], colour: string): AgendaEntry[] {
  return events.map((e) => ({
    id: `google:${e.id}`,
    title: e.summary,
    start: e.start,
    end: e.end,
    allDay: e.allDay,
    color: colour,
    contrastColor: "#ffffff",
    className: "agenda-google",
  }));
}
