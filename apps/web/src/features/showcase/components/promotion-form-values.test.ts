import { promotionCreateSchema } from "@cortege/domain";
import { describe, expect, it } from "vitest";
import { emptyPromotionValues, promotionPeriod, sortPromotions } from "./promotion-form-values.ts";

const today = "2026-11-21";
const p = (startDate: string | null, endDate: string | null, title = "") => ({ title, startDate, endDate });

describe("promotion period", () => {
  it.each([
    [null, null, "CURRENT"],
    ["2026-11-01", "2026-11-30", "CURRENT"],
    ["2026-11-21", "2026-11-21", "CURRENT"],
    [null, "2026-11-21", "CURRENT"],
    ["2026-12-01", null, "UPCOMING"],
    ["2026-11-22", "2026-12-31", "UPCOMING"],
    ["2026-10-01", "2026-11-20", "EXPIRED"],
    [null, "2025-01-01", "EXPIRED"],
  ])("from %s to %s is %s on the 21st of November 2026", (start, end, period) => {
    expect(promotionPeriod(p(start, end), today)).toBe(period);
  });

  it("lists current offers first (soonest to end first), then upcoming, then expired (latest first)", () => {
    const list = [
      p("2026-01-01", "2026-03-01", "old"),
      p(null, null, "always"),
      p("2027-02-01", null, "later"),
      p("2026-11-01", "2026-11-25", "ending"),
      p("2026-12-01", "2026-12-31", "soon"),
      p("2026-05-01", "2026-06-01", "recent"),
    ];
    expect(sortPromotions(list, today).map((x) => x.title)).toEqual(["ending", "always", "soon", "later", "recent", "old"]);
  });

  it("sends a body the domain's schema checks: the end may not come before the start", () => {
    const values = { ...emptyPromotionValues("8f9b6a36-64c5-4a4e-9d55-1f6b3c2e7a10"), title: "Hiver -15 %" };
    expect(promotionCreateSchema.safeParse(values).success).toBe(true);
    const wrong = promotionCreateSchema.safeParse({ ...values, startDate: "2026-12-10", endDate: "2026-12-01" });
    expect(wrong.error?.issues[0]?.path).toEqual(["endDate"]);
  });
});
