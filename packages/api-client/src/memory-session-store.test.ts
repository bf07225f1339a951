import { describe, expect, it } from "vitest";
import { createMemorySessionStore } from "./memory-session-store.ts";

const session = { userId: "u-1", token: "t-1", refreshToken: "r-1", tokenExpiresAt: 5 };

describe("memory session store", () => {
  it("starts empty by default", () => {
    expect(createMemorySessionStore().load()).toBeNull();
  });

  it("starts with the initial session", () => {
    expect(createMemorySessionStore(session).load()).toEqual(session);
  });

  it("saves, loads and clears", () => {
    const store = createMemorySessionStore(null);
    store.save(session);
    expect(store.load()).toEqual(session);
    store.clear();
    expect(store.load()).toBeNull();
  });

  it("does not let callers change the stored session by mutating objects", () => {
    const initial = { ...session };
    const store = createMemorySessionStore(initial);
    initial.token = "changed";
    const loaded = store.load();
    if (loaded) loaded.token = "changed too";
    expect(store.load()?.token).toBe("t-1");
  });
});
