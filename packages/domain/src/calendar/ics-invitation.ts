import { dateValue, escapeIcsText, foldIcsLine, PARIS_TIMEZONE, parisLocalTime, utcStamp } from "./ics.ts";
import { parisDateOf } from "./paris-time.ts";

export type IcsInvitation = {
  /** REQUEST: the invitation, or its update (higher sequence); CANCEL: the appointment is called off. */
  method: "REQUEST" | "CANCEL";
  uid: string;
  /** RFC 5545 §3.8.7.4: raised on each change, so calendars replace what they had. */
  sequence: number;
  summary: string;
  description?: string | null;
  start: string;
  end: string;
  allDay: boolean;
  organizer: { name: string; email: string };
  attendees: readonly string[];
  stamp: string;
};

const mailto = (email: string) => `mailto:${email}`;
/** A parameter value (CN) in double quotes: RFC 5545 §3.2 forbids the quote itself inside. */
const quotedParam = (text: string) => `"${text.replace(/"/g, "'")}"`;

/**
 * An iTIP (RFC 5546) invitation of one appointment, attached to the e-mail to the couple: times in
 * Europe/Paris with its VTIMEZONE, so that the guest's calendar shows the hour the vendor meant.
 */
export function buildIcsInvitation(i: IcsInvitation): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Cortège//Rendez-vous//FR",
    "CALSCALE:GREGORIAN",
    `METHOD:${i.method}`,
    ...(i.allDay ? [] : PARIS_TIMEZONE),
    "BEGIN:VEVENT",
    `UID:${i.uid}`,
    `SEQUENCE:${i.sequence}`,
    `DTSTAMP:${utcStamp(i.stamp)}`,
  ];
  if (i.allDay) {
    lines.push(`DTSTART;VALUE=DATE:${dateValue(parisDateOf(i.start))}`, `DTEND;VALUE=DATE:${dateValue(parisDateOf(i.end))}`);
  } else {
    lines.push(`DTSTART;TZID=Europe/Paris:${parisLocalTime(i.start)}`, `DTEND;TZID=Europe/Paris:${parisLocalTime(i.end)}`);
  }
  lines.push(`SUMMARY:${escapeIcsText(i.summary)}`);
  if (i.description) lines.push(`DESCRIPTION:${escapeIcsText(i.description)}`);
  lines.push(`ORGANIZER;CN=${quotedParam(i.organizer.name)}:${mailto(i.organizer.email)}`);
  for (const attendee of i.attendees) {
    lines.push(`ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:${mailto(attendee)}`);
  }
  lines.push(`STATUS:${i.method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`, "END:VEVENT", "END:VCALENDAR");
  return `${lines.map(foldIcsLine).join("\r\n")}\r\n`;
}
