import { describe, expect, it } from "vitest";
import { calendarEventFieldsSchema } from "./calendar-event-schemas.ts";
import { calendarMessages } from "./calendar-messages.ts";
import { isoWeek, isoWeekRange, monthRange, rangesOverlap } from "./calendar-ranges.ts";
import { buildIcsCalendar, escapeIcsText, foldIcsLine, parisLocalTime } from "./ics.ts";

describe("ISO weeks and month ranges (part 2 §2)", () => {
  it.each([
    ["2026-11-27", { year: 2026, week: 48 }],
    ["2025-12-29", { year: 2026, week: 1 }],
    ["2027-01-01", { year: 2026, week: 53 }],
    ["2021-01-03", { year: 2020, week: 53 }],
    ["2024-12-30", { year: 2025, week: 1 }],
  ])("%s is in week %o", (date, expected) => {
    expect(isoWeek(date)).toEqual(expected);
  });

  it.each([
    ["2026-11-27", "2026-11-23", "2026-11-29"],
    ["2026-11-23", "2026-11-23", "2026-11-29"],
    ["2026-11-29", "2026-11-23", "2026-11-29"],
    ["2027-01-01", "2026-12-28", "2027-01-03"],
  ])("the week of %s runs Monday %s to Sunday %s", (date, start, end) => {
    expect(isoWeekRange(date)).toEqual({ start, end });
  });

  it.each([
    ["2028-02-10", "2028-02-01", "2028-02-29"],
    ["2026-02-28", "2026-02-01", "2026-02-28"],
    ["2026-12-31", "2026-12-01", "2026-12-31"],
  ])("the month of %s runs %s to %s", (date, start, end) => {
    expect(monthRange(date)).toEqual({ start, end });
  });

  it("tells overlapping ranges, ends included", () => {
    expect(rangesOverlap({ start: "2026-06-01", end: "2026-06-10" }, { start: "2026-06-10", end: "2026-06-12" })).toBe(true);
    expect(rangesOverlap({ start: "2026-06-01", end: "2026-06-09" }, { start: "2026-06-10", end: "2026-06-12" })).toBe(false);
  });
});

describe("ICS text (RFC 5545)", () => {
  it.each([
    ["Visite, salle A; puis dégustation", "Visite\\, salle A\\; puis dégustation"],
    ["Ligne 1\nLigne 2\r\nLigne 3", "Ligne 1\\nLigne 2\\nLigne 3"],
    ["C:\\chemin", "C:\\\\chemin"],
    ["Rien à échapper", "Rien à échapper"],
  ])("escapes %j", (text, expected) => {
    expect(escapeIcsText(text)).toBe(expected);
  });

  it("folds lines at 75 octets, without cutting a character in two", () => {
    const line = `SUMMARY:${"é".repeat(80)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const [i, part] of parts.entries()) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(" ")).toBe(true);
    }
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join("")).toBe(line);
    expect(folded).not.toContain("\uFFFD");
  });

  it("leaves a short line alone", () => {
    expect(foldIcsLine("SUMMARY:Mariage")).toBe("SUMMARY:Mariage");
  });

  it("writes times as Paris wall-clock time, summer and winter", () => {
    expect(parisLocalTime("2026-06-12T12:00:00.000Z")).toBe("20260612T140000");
    expect(parisLocalTime("2026-12-12T12:00:00.000Z")).toBe("20261212T130000");
  });

  it("builds a calendar with the Paris time zone, all-day and timed entries, CRLF endings", () => {
    const text = buildIcsCalendar("Agenda, Domaine", [
      {
        uid: "a@cortege",
        summary: "Mariage Roy",
        start: "2026-06-12",
        end: "2026-06-13",
        allDay: true,
        updatedAt: "2026-01-01T00:00:00Z",
      },
      {
        uid: "b@cortege",
        summary: "Visite",
        description: "Salle A",
        start: "2026-06-01T08:00:00Z",
        end: "2026-06-01T09:00:00Z",
        allDay: false,
        updatedAt: "2026-01-01T00:00:00Z",
      },
    ]);
    expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Paris");
    expect(text).toContain("X-WR-CALNAME:Agenda\\, Domaine");
    expect(text).toContain("DTSTART;VALUE=DATE:20260612\r\nDTEND;VALUE=DATE:20260613");
    expect(text).toContain("DTSTART;TZID=Europe/Paris:20260601T100000");
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toContain("\n");
  });
});

describe("appointment schema", () => {
  const valid = { title: "Visite", startTime: "2026-06-01T08:00:00.000Z", endTime: "2026-06-01T09:00:00.000Z" };

  it("requires a title with the spec's message", () => {
    const result = calendarEventFieldsSchema.safeParse({ ...valid, title: "  " });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(calendarMessages.titleRequired);
  });

  it("refuses an end before the start", () => {
    const result = calendarEventFieldsSchema.safeParse({ ...valid, endTime: "2026-06-01T07:00:00.000Z" });
    expect(result.error?.issues.map((i) => i.message)).toEqual([calendarMessages.endBeforeStart]);
  });

  it("normalises the guests' e-mails and defaults the rest", () => {
    expect(calendarEventFieldsSchema.parse({ ...valid, emails: [" Anne@Exemple.FR "] })).toMatchObject({
      emails: ["anne@exemple.fr"],
      allDay: false,
      clientId: null,
      description: null,
    });
  });
});
