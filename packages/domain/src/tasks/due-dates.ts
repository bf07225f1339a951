/**
 * Due dates of tasks. `numberOfDays` counts days BEFORE the event: 30 is « 30 jours avant
 * l'événement », 0 the day itself, -2 « 2 jours après l'événement ». A day becomes a due time at
 * TASK_SEND_HOUR, Paris time (an e-mail due on a day leaves at 9:00 that morning).
 */
import { wallClockOf } from "../calendar/paris-time.ts";
import { isCalendarDate, isInstantInRange } from "../documents/calendar-dates.ts";

export const TASK_SEND_HOUR = 9;
export const TASK_TIME_ZONE = "Europe/Paris";
export const MAX_NUMBER_OF_DAYS = 3650;

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day (YYYY-MM-DD) moved by a number of days. */
export function addCalendarDays(day: string, days: number): string {
  const match = ISO_DAY.exec(day);
  if (!match) throw new Error(`not a calendar date: ${day}`);
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) + days * DAY_MS;
  return new Date(time).toISOString().slice(0, 10);
}

/** The day a task is due: the event day minus numberOfDays (positive = before the event). */
export const dueDayFor = (eventDate: string, numberOfDays: number): string => addCalendarDays(eventDate, -numberOfDays);

/** The instant at which the clocks of `timeZone` show `hour`:00 on `day`. */
export function zonedInstant(day: string, hour: number, timeZone = TASK_TIME_ZONE): Date {
  const match = ISO_DAY.exec(day);
  if (!match) throw new Error(`not a calendar date: ${day}`);
  const wanted = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), hour);
  // Two corrections settle on the offset of that day, across summer time changes too.
  let guess = wanted;
  for (let i = 0; i < 2; i++) guess += wanted - wallClockOf(guess, timeZone);
  return new Date(guess);
}

/** The due time derived from the event's day, or null when the event has no day yet. */
export function derivedDueInstant(eventDate: string | null, numberOfDays: number): Date | null {
  return eventDate ? zonedInstant(dueDayFor(eventDate, numberOfDays), TASK_SEND_HOUR) : null;
}

/**
 * A dueDate as it travels (part 1 §5: an ISO date or omitted): a day (2027-06-12, due at 9:00 Paris
 * time) or an instant with its offset (2027-06-12T09:00:00+02:00). Null when it is neither.
 */
export function parseDueDate(value: string): Date | null {
  if (ISO_DAY.test(value)) {
    // A real day between 1900 and 2200 (year 0000 or 1899 would not survive the database or the time zone).
    if (!isCalendarDate(value)) return null;
    return zonedInstant(value, TASK_SEND_HOUR);
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  const at = new Date(time);
  return isInstantInRange(at) ? at : null;
}

/** « 30 jours avant l'événement », « 1 jour après l'événement », « Le jour de l'événement ». */
export function relativeDueLabel(numberOfDays: number): string {
  if (numberOfDays === 0) return "Le jour de l'événement";
  const days = Math.abs(numberOfDays);
  return `${days} jour${days > 1 ? "s" : ""} ${numberOfDays > 0 ? "avant" : "après"} l'événement`;
}
