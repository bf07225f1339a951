import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, signUp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("vendor creation under concurrency", () => {
  it("20 parallel vendors with one trade name all succeed, each with its own slug", async () => {
    const s = await signUp(t, "vingt-vendeurs@exemple.fr");
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: "POST",
          url: "/api/vendor/create",
          headers: bearer(s),
          payload: { vendorType: "DJ", isMultiVendor: true, company: { corporateName: "Son SARL", tradeName: "DJ Même Nom" } },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const { rows } = await t.database.db.execute<{ slug: string }>(
      sql`SELECT slug FROM vendors WHERE company->>'tradeName' = 'DJ Même Nom'`,
    );
    expect(new Set(rows.map((r) => r.slug)).size).toBe(20);
    expect(rows.map((r) => r.slug)).toContain("dj-meme-nom");
    expect(rows.every((r) => r.slug.startsWith("dj-meme-nom"))).toBe(true);
  }, 60_000);
});
