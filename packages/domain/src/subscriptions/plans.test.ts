import { describe, expect, it } from "vitest";
import { tierOpens, trialDaysRemaining } from "./plans.ts";
import { createCheckoutSessionSchema, userInvoicesQuerySchema } from "./subscription-schemas.ts";

describe("plans", () => {
  it("opens a plan's features to its tier and above, and everything during a trial", () => {
    expect(tierOpens("premium", "premium")).toBe(true);
    expect(tierOpens("premium", "essential")).toBe(true);
    expect(tierOpens("essential", "premium")).toBe(false);
    expect(tierOpens("none", "essential")).toBe(false);
    expect(tierOpens("none", "premium", true)).toBe(true);
  });

  it("counts the trial's remaining days as whole days started, 0 once it has ended", () => {
    const now = new Date("2026-11-27T10:00:00Z");
    expect(trialDaysRemaining(new Date("2026-12-11T10:00:00Z"), now)).toBe(14);
    expect(trialDaysRemaining(new Date("2026-11-27T10:00:01Z"), now)).toBe(1);
    expect(trialDaysRemaining(new Date("2026-11-27T09:00:00Z"), now)).toBe(0);
    expect(trialDaysRemaining(null, now)).toBe(0);
  });

  it("validates the Checkout request and the invoice filters with French messages", () => {
    const bad = createCheckoutSessionSchema.safeParse({ product_id: "prod_x", price_id: "price_x", quantity: 0 });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.message)).toEqual([
      "La quantité doit être un nombre entier entre 1 et 50.",
    ]);
    expect(createCheckoutSessionSchema.parse({ product_id: "p", price_id: "q" }).quantity).toBe(1);
    const query = userInvoicesQuerySchema.safeParse({ startDate: "27/11/2026" });
    expect(query.success ? [] : query.error.issues.map((i) => i.message)).toEqual(["Date invalide (AAAA-MM-JJ)."]);
    expect(userInvoicesQuerySchema.parse({})).toEqual({ limit: 10, page: 1 });
  });
});
