import { describe, expect, it } from "vitest";
import { formatMessageTime } from "./format-message-time.ts";

describe("formatMessageTime", () => {
  const now = new Date("2026-11-27T15:00:00Z");
  it.each([
    ["2026-11-27T13:05:00Z", "14:05"],
    ["2026-06-12T10:00:00Z", "12 juin"],
    ["2025-06-12T10:00:00Z", "12 juin 2025"],
  ])("%s → %s", (value, expected) => {
    expect(formatMessageTime(value, "fr-FR", now)).toBe(expected);
  });
});
