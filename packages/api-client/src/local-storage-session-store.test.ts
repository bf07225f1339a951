import { describe, expect, it } from "vitest";
import { createLocalStorageSessionStore } from "./local-storage-session-store.ts";
import { storageKeys } from "./storage-keys.ts";
import type { StoredSession } from "./stored-session.ts";
import { createMemoryStorage } from "./testing/memory-storage.ts";

const session: StoredSession = { userId: "u-1", token: "t-1", refreshToken: "r-1", tokenExpiresAt: 1_700_000_000_000 };

describe("localStorage session store", () => {
  it("uses the documented keys", () => {
    expect(storageKeys).toEqual({
      appState: "cortege.appState",
      userId: "cortege.userId",
      token: "cortege.token",
      refreshToken: "cortege.refreshToken",
      tokenExpiresAt: "cortege.tokenExpiresAt",
    });
  });

  it("saves under those keys and loads the session back", () => {
    const storage = createMemoryStorage();
    const store = createLocalStorageSessionStore(storage);
    store.save(session);
    expect(storage.getItem("cortege.userId")).toBe("u-1");
    expect(storage.getItem("cortege.token")).toBe("t-1");
    expect(storage.getItem("cortege.refreshToken")).toBe("r-1");
    expect(storage.getItem("cortege.tokenExpiresAt")).toBe("1700000000000");
    expect(store.load()).toEqual(session);
    // A second store over the same storage sees it: the session survives a page reload.
    expect(createLocalStorageSessionStore(storage).load()).toEqual(session);
  });

  it("loads null from an empty storage", () => {
    expect(createLocalStorageSessionStore(createMemoryStorage()).load()).toBeNull();
  });

  it.each([
    ["the user id", "cortege.userId"],
    ["the token", "cortege.token"],
    ["the refresh token", "cortege.refreshToken"],
    ["the expiry", "cortege.tokenExpiresAt"],
  ])("loads null when %s is missing", (_, key) => {
    const storage = createMemoryStorage();
    const store = createLocalStorageSessionStore(storage);
    store.save(session);
    storage.removeItem(key);
    expect(store.load()).toBeNull();
  });

  it("loads null when the expiry is not a number", () => {
    const storage = createMemoryStorage();
    const store = createLocalStorageSessionStore(storage);
    store.save(session);
    storage.setItem("cortege.tokenExpiresAt", "tomorrow");
    expect(store.load()).toBeNull();
  });

  it("loads null when the storage refuses access", () => {
    const storage = createMemoryStorage();
    storage.getItem = () => {
      throw new DOMException("denied", "SecurityError");
    };
    expect(createLocalStorageSessionStore(storage).load()).toBeNull();
  });

  it("clear removes the app state, the user id and the tokens, and nothing else", () => {
    const storage = createMemoryStorage({ "cortege.appState": '{"vendorId":"v-1"}', "other.app": "kept" });
    const store = createLocalStorageSessionStore(storage);
    store.save(session);
    store.clear();
    for (const key of Object.values(storageKeys)) expect(storage.getItem(key)).toBeNull();
    expect(storage.length).toBe(1);
    expect(storage.getItem("other.app")).toBe("kept");
    expect(store.load()).toBeNull();
  });

  it("defaults to the global localStorage", () => {
    const storage = createMemoryStorage();
    const previous = Object.getOwnPropertyDescriptor(globalThis, "localStorage");
    Object.defineProperty(globalThis, "localStorage", { value: storage, configurable: true });
    try {
      createLocalStorageSessionStore().save(session);
      expect(storage.getItem("cortege.token")).toBe("t-1");
    } finally {
      if (previous) Object.defineProperty(globalThis, "localStorage", previous);
      else Reflect.deleteProperty(globalThis, "localStorage");
    }
  });
});
