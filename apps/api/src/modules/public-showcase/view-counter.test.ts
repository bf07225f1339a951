import { describe, expect, it } from "vitest";
import { createViewCounter, type ViewCount } from "./view-counter.ts";

const silent = { warn: () => {} };

describe("view counter", () => {
  it("adds views up per vendor and day and writes them in one batch", async () => {
    const written: ViewCount[][] = [];
    const counter = createViewCounter({ write: async (c) => void written.push(c), intervalMs: 60_000, log: silent });
    counter.record("a", "2026-11-21");
    counter.record("a", "2026-11-21");
    counter.record("a", "2026-11-22");
    counter.record("b", "2026-11-21");
    await counter.flush();
    await counter.flush();
    expect(written).toEqual([
      [
        { vendorId: "a", day: "2026-11-21", views: 2 },
        { vendorId: "a", day: "2026-11-22", views: 1 },
        { vendorId: "b", day: "2026-11-21", views: 1 },
      ],
    ]);
    await counter.close();
  });

  it("keeps the counts of a failed write for the next one", async () => {
    let fail = true;
    const written: ViewCount[][] = [];
    const counter = createViewCounter({
      write: async (c) => {
        if (fail) throw new Error("database restarting");
        written.push(c);
      },
      intervalMs: 60_000,
      log: silent,
    });
    counter.record("a", "2026-11-21");
    await counter.flush();
    fail = false;
    counter.record("a", "2026-11-21");
    await counter.close();
    expect(written).toEqual([[{ vendorId: "a", day: "2026-11-21", views: 2 }]]);
  });
});
