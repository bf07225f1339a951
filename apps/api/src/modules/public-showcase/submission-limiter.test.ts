import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../platform/db/database.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createSubmissionLimiter, submissionKeyHash } from "./submission-limiter.ts";

let t: TestApp;
/** A second pool on the same database: another API replica. */
let other: Database;

beforeAll(async () => {
  t = await createTestApp();
  const url = (t.database.pool.options as { connectionString: string }).connectionString;
  other = openDatabase(url, 10);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const stored = async (key: string) =>
  Number(
    (
      await t.database.pool.query("SELECT count(*) AS n FROM showcase_request_submissions WHERE key_hash = $1", [
        submissionKeyHash(key),
      ])
    ).rows[0].n,
  );

describe("submission limiter (PostgreSQL)", () => {
  it("gives exactly max places per key within the window, across two processes and 20 simultaneous calls", async () => {
    const clock = Date.now();
    const a = createSubmissionLimiter({ db: t.database.db, max: 5, windowMs: 3_600_000, now: () => clock });
    const b = createSubmissionLimiter({ db: other.db, max: 5, windowMs: 3_600_000, now: () => clock });
    const key = `10.0.0.${randomBytes(2).readUInt16BE()}|vendor-x`;
    const places = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? a : b).reserve(key)));
    expect(places.filter((p) => p !== null)).toHaveLength(5);
    expect(await stored(key)).toBe(5);
    expect(await a.allows(key)).toBe(false);
    expect(await b.allows("another|vendor-x")).toBe(true);
  });

  it("counts only what was kept: a released place is free again, and places age out after the window", async () => {
    let clock = Date.now();
    const limiter = createSubmissionLimiter({ db: t.database.db, max: 2, windowMs: 1000, now: () => clock });
    const key = "10.1.1.1|vendor-y";
    const first = await limiter.reserve(key);
    const second = await limiter.reserve(key);
    expect(first).not.toBeNull();
    expect(await limiter.reserve(key)).toBeNull();
    await limiter.release(second as string);
    expect(await limiter.allows(key)).toBe(true);
    expect(await limiter.reserve(key)).not.toBeNull();
    expect(await limiter.reserve(key)).toBeNull();
    clock += 1001;
    expect(await limiter.allows(key)).toBe(true);
    expect(await limiter.reserve(key)).not.toBeNull();
    // The rows past the window went as the new one came.
    expect(await stored(key)).toBe(1);
  });
});
