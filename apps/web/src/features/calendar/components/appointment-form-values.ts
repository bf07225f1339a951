import type { CalendarEvent, CalendarEventFieldsInput } from "@cortege/domain";

/** The appointment as the form holds it: the browser's date and time fields, e-mails as typed. */
export type AppointmentFormValues = {
  title: string;
  description: string;
  allDay: boolean;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  emails: string;
  clientId: string | null;
  /** E-mail the guests the invitation (or its update) with this save. */
  sendInvitation: boolean;
};

const pad = (n: number) => String(n).padStart(2, "0");
const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const localTime = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** A local wall-clock date and time as an instant; "" when the fields do not make one. */
function instant(date: string, time: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return "";
  const d = new Date(`${date}T${time}`);
  return Number.isNaN(d.getTime()) ? "" : d.toISOString();
}

function nextDay(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return localDate(new Date(y ?? 0, (m ?? 1) - 1, (d ?? 1) + 1));
}

/** An all-day appointment ends at the midnight after its last day (an exclusive end, as calendars count). */
export function appointmentBody(values: AppointmentFormValues): CalendarEventFieldsInput {
  const emails = values.emails
    .split(/[\s,;]+/)
    .map((e) => e.trim())
    .filter((e) => e !== "");
  const span = values.allDay
    ? { startTime: instant(values.startDate, "00:00"), endTime: instant(values.endDate ? nextDay(values.endDate) : "", "00:00") }
    : { startTime: instant(values.startDate, values.startTime), endTime: instant(values.endDate, values.endTime) };
  return {
    title: values.title,
    description: values.description.trim() === "" ? null : values.description,
    allDay: values.allDay,
    ...span,
    emails,
    clientId: values.clientId,
    sendInvitation: values.sendInvitation,
  };
}

/** A new appointment on the slot chosen: an hour from the start when only a day was picked. */
export function appointmentFormValuesForSlot(start: Date, end: Date, allDay: boolean): AppointmentFormValues {
  const lastDay = allDay ? new Date(end.getTime() - 1) : end;
  const timedEnd = allDay ? new Date(start.getTime() + 10 * 3_600_000) : end;
  const timedStart = allDay ? new Date(start.getTime() + 9 * 3_600_000) : start;
  return {
    title: "",
    description: "",
    allDay,
    startDate: localDate(start),
    startTime: localTime(timedStart),
    endDate: localDate(allDay ? lastDay : end),
    endTime: localTime(timedEnd),
    emails: "",
    clientId: null,
    sendInvitation: false,
  };
}

export function appointmentFormValues(event: CalendarEvent): AppointmentFormValues {
  const start = new Date(event.startTime);
  const end = new Date(event.endTime);
  const lastDay = event.allDay ? new Date(end.getTime() - 1) : end;
  return {
    title: event.title,
    description: event.description ?? "",
    allDay: event.allDay,
    startDate: localDate(start),
    startTime: localTime(start),
    endDate: localDate(lastDay),
    endTime: localTime(end),
    emails: event.emails.join(", "),
    clientId: event.clientId,
    sendInvitation: false,
  };
}
