import { addDays } from "@cortege/domain";
import type { EventsService } from "./events.service.ts";

/** The pipeline status whose dates are sold (part 1 §4): such a date is taken on the showcase and the agenda. */
export const CONFIRMED_STATUS = "RESERVATION_CONFIRMED";
const MAX_SPAN_DAYS = 31;

/**
 * The days taken by the vendor's confirmed events within [from, to]: an event's date, or each day of its
 * start–end span (a span is cut at a month: a longer one is a data slip, not a month sold).
 */
export function confirmedDates(events: Pick<EventsService, "dates">) {
  return async (vendorId: string, from: string, to: string): Promise<string[]> => {
    const days = new Set<string>();
    for (const e of await events.dates(vendorId, from, to)) {
      if (e.status !== CONFIRMED_STATUS) continue;
      const start = e.date ?? e.startDate;
      if (!start) continue;
      const end = e.date ?? e.endDate ?? start;
      let day = start;
      for (let i = 0; i < MAX_SPAN_DAYS && day <= end; i++, day = addDays(day, 1)) {
        if (day >= from && day <= to) days.add(day);
      }
    }
    return [...days].sort();
  };
}
