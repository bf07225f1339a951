import { describe, expect, it } from "vitest";
import { eventTypeLabels, eventTypes, searchEventTypes, toEventType } from "./event-types.ts";

describe("event types", () => {
  it("has the 26 types of the spec, WEDDING first and by default", () => {
    expect(eventTypes).toHaveLength(26);
    expect(new Set(eventTypes).size).toBe(26);
    expect(toEventType(undefined)).toBe("WEDDING");
    expect(toEventType("GARDEN_PARTY")).toBe("WEDDING");
    expect(toEventType("FESTIVAL")).toBe("FESTIVAL");
  });

  it("labels every type in French", () => {
    expect(Object.keys(eventTypeLabels).sort()).toEqual([...eventTypes].sort());
  });

  it.each([
    ["seminaire", ["SEMINAR", "CORPORATE_RETREAT"]],
    ["SÉMINAIRE", ["SEMINAR", "CORPORATE_RETREAT"]],
    ["bapteme", ["BAPTISM"]],
    ["diner", ["BUSINESS_DINNER", "GALA_DINNER"]],
    ["celebration", ["CULTURAL_CELEBRATION", "RELIGIOUS_CELEBRATION"]],
    ["mariage", ["WEDDING"]],
    ["zzz", []],
  ])("searching %s finds %j", (query, expected) => {
    expect(searchEventTypes(query)).toEqual(expected);
  });

  it("gives every type for an empty query", () => {
    expect(searchEventTypes("  ")).toEqual([...eventTypes]);
  });
});
