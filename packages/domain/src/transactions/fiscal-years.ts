import { addDays } from "../documents/calendar-dates.ts";

export type FiscalYear = { start: string; end: string };

/** The same day n years later (29 February → 28 February). */
function shiftYears(date: string, years: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const target = `${String(y + years).padStart(4, "0")}-${String(m).padStart(2, "0")}-`;
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return `${target}${String(Math.min(d, last)).padStart(2, "0")}`;
}

/**
 * The fiscal year holding a date: the configured one (fiscalDateStart–fiscalDateEnd, the first may be
 * up to 24 months), then 12-month years after it. Before the first there is none: null.
 */
export function fiscalYearOf(date: string, config: FiscalYear): FiscalYear | null {
  if (date < config.start) return null;
  if (date <= config.end) return config;
  let start = addDays(config.end, 1);
  for (let i = 0; i < 500; i++) {
    const end = addDays(shiftYears(start, 1), -1);
    if (date <= end) return { start, end };
    start = addDays(end, 1);
  }
  return null;
}

/** The default fiscal year: the calendar year of a day. */
export const calendarFiscalYear = (today: string): FiscalYear => ({
  start: `${today.slice(0, 4)}-01-01`,
  end: `${today.slice(0, 4)}-12-31`,
});

/** At most 24 months (a first fiscal year may run up to 24 months). */
export const fiscalYearTooLong = (fy: FiscalYear) => fy.end > addDays(shiftYears(fy.start, 2), -1);
