import { type Event, formatApproximateDate } from "@cortege/domain";
import { formatCalendarDate } from "../../../components/format-calendar-date.ts";

type Dates = Pick<Event, "date" | "startDate" | "endDate" | "approximateDate">;

/**
 * When the event takes place, as precisely as it is known: the day (« samedi 12 juin 2027 »), the
 * days of a multi-day event, or what the couple said (« été 2027 »). Null when nothing is known yet.
 */
export function eventDateLabel(event: Dates, locale: string, style: "long" | "short" = "long"): string | null {
  if (event.date) return formatCalendarDate(event.date, locale, style);
  if (event.startDate && event.endDate && event.startDate !== event.endDate) {
    return `${formatCalendarDate(event.startDate, locale, style)} → ${formatCalendarDate(event.endDate, locale, style)}`;
  }
  if (event.startDate) return formatCalendarDate(event.startDate, locale, style);
  if (event.approximateDate) return formatApproximateDate(event.approximateDate);
  return null;
}
