import { wallClockOf } from "./paris-time.ts";

/**
 * RFC 5545 text for the vendor's subscription feed: weddings (all-day) and appointments, times in
 * Europe/Paris with its VTIMEZONE so that a phone shows them at the right hour whatever its zone.
 */

export type IcsEntry = {
  uid: string;
  summary: string;
  description?: string | null;
  url?: string | null;
  /** For all-day entries, "YYYY-MM-DD" dates, the end excluded (RFC 5545 §3.6.1). */
  start: string;
  end: string;
  allDay: boolean;
  /** Last change, for DTSTAMP. */
  updatedAt: string;
};

/** §3.3.11: backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** §3.1: lines longer than 75 octets are folded (CRLF + space), never inside a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; the next ones 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** The Europe/Paris VTIMEZONE (EU rules since 1996), written into every calendar object we produce. */
export const PARIS_TIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Paris",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** An instant as Paris wall-clock time, "20260612T140000". */
export function parisLocalTime(instant: string): string {
  // "2026-06-12T14:00:00.000Z" read on Paris clocks → "20260612T140000"
  return new Date(wallClockOf(Date.parse(instant))).toISOString().slice(0, 19).replace(/[-:]/g, "");
}

export const utcStamp = (instant: string) => `${new Date(instant).toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
export const dateValue = (date: string) => date.replace(/-/g, "");

export function buildIcsCalendar(name: string, entries: readonly IcsEntry[]): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Cortège//Agenda//FR",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeIcsText(name)}`,
    "X-WR-TIMEZONE:Europe/Paris",
    ...PARIS_TIMEZONE,
  ];
  for (const e of entries) {
    lines.push("BEGIN:VEVENT", `UID:${e.uid}`, `DTSTAMP:${utcStamp(e.updatedAt)}`);
    if (e.allDay) {
      lines.push(`DTSTART;VALUE=DATE:${dateValue(e.start)}`, `DTEND;VALUE=DATE:${dateValue(e.end)}`);
    } else {
      lines.push(`DTSTART;TZID=Europe/Paris:${parisLocalTime(e.start)}`, `DTEND;TZID=Europe/Paris:${parisLocalTime(e.end)}`);
    }
    lines.push(`SUMMARY:${escapeIcsText(e.summary)}`);
    if (e.description) lines.push(`DESCRIPTION:${escapeIcsText(e.description)}`);
    if (e.url) lines.push(`URL:${e.url}`);
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldIcsLine).join("\r\n")}\r\n`;
}
