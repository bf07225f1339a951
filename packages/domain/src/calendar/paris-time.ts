const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall-clock time the clocks of `timeZone` show at an instant, as the UTC milliseconds of that same reading
 * (so that the difference from the instant is the zone's offset then).
 */
export function wallClockOf(instant: number, timeZone = "Europe/Paris"): number {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formats.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(new Date(instant)).map((x) => [x.type, Number(x.value)]));
  return Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
}

/** The instant of a Paris wall-clock time on a calendar date, whatever the daylight saving time then. */
export function parisInstantOf(date: string, hour = 0, minute = 0): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const wanted = Date.UTC(y, m - 1, d, hour, minute);
  let guess = wanted;
  // Paris is UTC+1 or UTC+2: two corrections reach the exact instant.
  for (let i = 0; i < 2; i++) guess += wanted - wallClockOf(guess);
  return new Date(guess).toISOString();
}

/** The Paris calendar date (YYYY-MM-DD) of an instant. */
export function parisDateOf(instant: string): string {
  return new Date(wallClockOf(Date.parse(instant))).toISOString().slice(0, 10);
}
