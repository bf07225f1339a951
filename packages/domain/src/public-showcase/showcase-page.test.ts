import { describe, expect, it } from "vitest";
import { currentPromotions, excerpt, isBotUserAgent, nextMonths, parisDate, priceLabel } from "./showcase-page.ts";

describe("parisDate", () => {
  it.each([
    ["2026-06-30T21:59:59Z", "2026-06-30"],
    ["2026-06-30T22:00:00Z", "2026-07-01"],
    ["2026-12-31T22:59:59Z", "2026-12-31"],
    ["2026-12-31T23:00:00Z", "2027-01-01"],
  ])("%s is %s in Paris", (instant, expected) => {
    expect(parisDate(new Date(instant))).toBe(expected);
  });
});

describe("currentPromotions", () => {
  const p = (startDate: string | null, endDate: string | null) => ({ startDate, endDate });
  it.each([
    [p(null, null), true],
    [p("2026-06-01", "2026-06-30"), true],
    [p("2026-06-15", null), true],
    [p(null, "2026-06-15"), true],
    [p("2026-06-16", null), false],
    [p(null, "2026-06-14"), false],
  ])("%o on 2026-06-15: %s", (promotion, shown) => {
    expect(currentPromotions([promotion], "2026-06-15")).toEqual(shown ? [promotion] : []);
  });
});

describe("priceLabel", () => {
  it.each([
    [null, false, null],
    [4500, false, "À partir de 4\u00a0500\u00a0€"],
    [85, true, "À partir de 85\u00a0€ par personne"],
    [35.2, true, "À partir de 35,20\u00a0€ par personne"],
    [1234.5, false, "À partir de 1\u00a0234,50\u00a0€"],
  ] as const)("%s %s", (price, byPerson, expected) => {
    expect(priceLabel(price, byPerson)).toBe(expected);
  });
});

describe("isBotUserAgent", () => {
  it.each([
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36", false],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1", false],
    ["Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", true],
    ["facebookexternalhit/1.1", true],
    ["curl/8.5.0", true],
    [undefined, true],
  ])("%s", (ua, bot) => {
    expect(isBotUserAgent(ua)).toBe(bot);
  });
});

describe("excerpt", () => {
  it("keeps a short text whole, flattened", () => {
    expect(excerpt("Un  château\nau bord de l'eau")).toBe("Un château au bord de l'eau");
  });
  it("cuts a long text on a word, with an ellipsis", () => {
    const cut = excerpt("mot ".repeat(100), 30);
    expect(cut.length).toBeLessThanOrEqual(30);
    expect(cut.endsWith("mot…")).toBe(true);
  });
});

describe("nextMonths", () => {
  it("crosses the year", () => {
    expect(nextMonths("2026-11-21", 4)).toEqual(["2026-11", "2026-12", "2027-01", "2027-02"]);
  });
});
