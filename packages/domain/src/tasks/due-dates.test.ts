import { describe, expect, it } from "vitest";
import { addCalendarDays, derivedDueInstant, dueDayFor, parseDueDate, relativeDueLabel, zonedInstant } from "./due-dates.ts";

describe("due dates relative to the event (positive = before)", () => {
  it.each([
    { eventDate: "2027-06-12", days: 30, day: "2027-05-13" },
    { eventDate: "2027-06-12", days: 0, day: "2027-06-12" },
    { eventDate: "2027-06-12", days: -2, day: "2027-06-14" },
    { eventDate: "2027-03-01", days: 1, day: "2027-02-28" },
    { eventDate: "2028-03-01", days: 1, day: "2028-02-29" },
    { eventDate: "2027-01-05", days: 10, day: "2026-12-26" },
  ])("$days days from $eventDate is $day", ({ eventDate, days, day }) => {
    expect(dueDayFor(eventDate, days)).toBe(day);
  });

  it.each([
    { day: "2027-01-15", hour: 9, iso: "2027-01-15T08:00:00.000Z" }, // winter: UTC+1
    { day: "2027-07-15", hour: 9, iso: "2027-07-15T07:00:00.000Z" }, // summer: UTC+2
    { day: "2027-03-28", hour: 9, iso: "2027-03-28T07:00:00.000Z" }, // the day clocks go forward
    { day: "2027-10-31", hour: 9, iso: "2027-10-31T08:00:00.000Z" }, // the day clocks go back
  ])("$hour:00 Paris time on $day is $iso", ({ day, hour, iso }) => {
    expect(zonedInstant(day, hour).toISOString()).toBe(iso);
  });

  it("derives the due time at 9:00 Paris time, or nothing without an event day", () => {
    expect(derivedDueInstant("2027-06-12", 30)?.toISOString()).toBe("2027-05-13T07:00:00.000Z");
    expect(derivedDueInstant(null, 30)).toBeNull();
  });

  it.each([
    { days: 30, label: "30 jours avant l'événement" },
    { days: 1, label: "1 jour avant l'événement" },
    { days: 0, label: "Le jour de l'événement" },
    { days: -1, label: "1 jour après l'événement" },
    { days: -7, label: "7 jours après l'événement" },
  ])("labels $days as « $label »", ({ days, label }) => {
    expect(relativeDueLabel(days)).toBe(label);
  });

  it("adds calendar days across months and years", () => {
    expect(addCalendarDays("2027-12-31", 1)).toBe("2028-01-01");
    expect(addCalendarDays("2027-01-01", -1)).toBe("2026-12-31");
  });
});

describe("parseDueDate: an ISO date or instant", () => {
  it.each([
    { value: "2027-06-12", iso: "2027-06-12T07:00:00.000Z" },
    { value: "2027-06-12T09:30:00+02:00", iso: "2027-06-12T07:30:00.000Z" },
    { value: "2027-06-12T07:30:00.000Z", iso: "2027-06-12T07:30:00.000Z" },
    { value: "2027-06-12T07:30Z", iso: "2027-06-12T07:30:00.000Z" },
    { value: "2027-02-30", iso: null },
    { value: "12/06/2027", iso: null },
    { value: "2027-06-12T07:30:00", iso: null },
    { value: "demain", iso: null },
    { value: "", iso: null },
  ])("$value → $iso", ({ value, iso }) => {
    expect(parseDueDate(value)?.toISOString() ?? null).toBe(iso);
  });
});
