/** The periods the showcase count groups the stored daily views by (part 2 §7 showcase-count `view`). */
export const showcaseCountViews = ["day", "week", "month", "year"] as const;
export type ShowcaseCountView = (typeof showcaseCountViews)[number];

/** The ISO 8601 week of a YYYY-MM-DD day, as YYYY-Www (the week's year may differ from the day's). */
export function isoWeekOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const weekday = d.getUTCDay() || 7;
  // The Thursday of the same week decides the year.
  d.setUTCDate(d.getUTCDate() + 4 - weekday);
  const year = d.getUTCFullYear();
  const week = Math.ceil(((d.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 + 1) / 7);
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** The period key of a day for a view: YYYY-MM-DD, YYYY-Www, YYYY-MM or YYYY. */
export function periodOf(day: string, view: ShowcaseCountView): string {
  if (view === "day") return day;
  if (view === "week") return isoWeekOf(day);
  if (view === "month") return day.slice(0, 7);
  return day.slice(0, 4);
}

export type ShowcaseDayViews = { day: string; views: number };

/** Daily views summed per period, newest first. */
export function groupViews(days: readonly ShowcaseDayViews[], view: ShowcaseCountView): { period: string; views: number }[] {
  const sums = new Map<string, number>();
  for (const d of days) {
    const key = periodOf(d.day, view);
    sums.set(key, (sums.get(key) ?? 0) + d.views);
  }
  return [...sums.entries()].map(([period, views]) => ({ period, views })).sort((a, b) => (a.period < b.period ? 1 : -1));
}
