import { describe, expect, it } from "vitest";
import { buildIcsInvitation } from "./ics-invitation.ts";

const base = {
  uid: "6f1c@cortege",
  sequence: 2,
  summary: "Dégustation, menu du 12",
  description: 'Salle "Orangerie"; venez à deux',
  start: "2026-06-12T12:00:00.000Z",
  end: "2026-06-12T13:30:00.000Z",
  allDay: false,
  organizer: { name: 'Château "Alice"', email: "alice@exemple.fr" },
  attendees: ["anne@exemple.fr"],
  stamp: "2026-05-01T08:00:00.000Z",
};

describe("ICS invitation (RFC 5546)", () => {
  it("invites at the Paris hour, with the time zone, the organizer, the guest and the sequence", () => {
    const ics = buildIcsInvitation({ ...base, method: "REQUEST" });
    expect(ics.split("\r\n").every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
    // Unfolded (RFC 5545 §3.1) before reading the properties.
    const lines = ics.replace(/\r\n /g, "").split("\r\n");
    expect(lines).toContain("METHOD:REQUEST");
    expect(lines).toContain("TZID:Europe/Paris");
    // 12:00 UTC in June is 14:00 in Paris (summer time).
    expect(lines).toContain("DTSTART;TZID=Europe/Paris:20260612T140000");
    expect(lines).toContain("DTEND;TZID=Europe/Paris:20260612T153000");
    expect(lines).toContain("SEQUENCE:2");
    expect(lines).toContain("SUMMARY:Dégustation\\, menu du 12");
    expect(lines).toContain("ORGANIZER;CN=\"Château 'Alice'\":mailto:alice@exemple.fr");
    expect(lines.some((l) => l.endsWith(":mailto:anne@exemple.fr") && l.startsWith("ATTENDEE;"))).toBe(true);
    expect(lines).toContain("STATUS:CONFIRMED");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("cancels with the same UID; an all-day appointment is dates only, the end excluded", () => {
    const ics = buildIcsInvitation({
      ...base,
      method: "CANCEL",
      allDay: true,
      start: "2026-06-12T22:00:00.000Z",
      end: "2026-06-13T22:00:00.000Z",
    });
    const lines = ics.split("\r\n");
    expect(lines).toContain("METHOD:CANCEL");
    expect(lines).toContain("STATUS:CANCELLED");
    expect(lines).toContain("UID:6f1c@cortege");
    expect(lines).toContain("DTSTART;VALUE=DATE:20260613");
    expect(lines).toContain("DTEND;VALUE=DATE:20260614");
  });
});
