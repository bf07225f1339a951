import { describe, expect, it } from "vitest";
import { isSessionValid } from "./is-session-valid.ts";
import { createMemorySessionStore } from "./memory-session-store.ts";

const at = (tokenExpiresAt: number, token = "t-1") =>
  createMemorySessionStore({ userId: "u-1", token, refreshToken: "r-1", tokenExpiresAt });

describe("isSessionValid (part 1 §4)", () => {
  it("is false without a stored session", () => {
    expect(isSessionValid(createMemorySessionStore(), 0)).toBe(false);
  });

  it("is true while the token has not expired", () => {
    expect(isSessionValid(at(1_001), 1_000)).toBe(true);
  });

  it("is false at and after the expiry", () => {
    expect(isSessionValid(at(1_000), 1_000)).toBe(false);
    expect(isSessionValid(at(1_000), 1_001)).toBe(false);
  });

  it("is false with an empty token", () => {
    expect(isSessionValid(at(1_001, ""), 1_000)).toBe(false);
  });

  it("defaults to the current time", () => {
    expect(isSessionValid(at(Date.now() + 60_000))).toBe(true);
    expect(isSessionValid(at(Date.now() - 1))).toBe(false);
  });
});
