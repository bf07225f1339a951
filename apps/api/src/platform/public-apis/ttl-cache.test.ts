import { describe, expect, it } from "vitest";
import { createTtlCache } from "./ttl-cache.ts";

describe("ttl cache", () => {
  it("forgets an entry once its time is up", () => {
    let now = 0;
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10, now: () => now });
    cache.set("a", "A");
    now = 999;
    expect(cache.get("a")).toBe("A");
    now = 1000;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("evicts the oldest entry beyond its size", () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 2 });
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("a", 3); // refreshed: now the newest
    cache.set("c", 4);
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([3, undefined, 4]);
  });
});
