import { describe, expect, it } from "vitest";
import { addDays, daysBetween, endOfMonth, formatDateFr, isCalendarDate } from "./calendar-dates.ts";
import {
  businessDueDateIssue,
  isPastDue,
  latestBusinessDueDate,
  type PaymentTerms,
  paymentDueDate,
  paymentTermsIssue,
  paymentTermsLabel,
} from "./payment-terms.ts";

describe("calendar dates", () => {
  it("moves by days across months, years and leap days without time zones", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-29", -30)).toBe("2026-02-27");
    expect(endOfMonth("2028-02-10")).toBe("2028-02-29");
    expect(endOfMonth("2026-02-10")).toBe("2026-02-28");
    expect(daysBetween("2026-10-25", "2026-10-26")).toBe(1);
    expect(formatDateFr("2026-03-05")).toBe("05/03/2026");
    expect(isCalendarDate("2026-02-30")).toBe(false);
    expect(isCalendarDate("2026-02-28")).toBe(true);
    expect(() => addDays("05/03/2026", 1)).toThrow(RangeError);
  });
});

describe("due dates from payment terms", () => {
  it.each<[PaymentTerms, string, string, string]>([
    [{ code: "UPON_RECEIPT" }, "2026-11-21", "2026-11-21", "Paiement à réception"],
    [{ code: "DAYS_15" }, "2026-11-21", "2026-12-06", "Paiement à 15 jours"],
    [{ code: "DAYS_30" }, "2026-11-21", "2026-12-21", "Paiement à 30 jours"],
    [{ code: "DAYS_45" }, "2026-12-20", "2027-02-03", "Paiement à 45 jours"],
    [{ code: "DAYS_60" }, "2026-01-01", "2026-03-02", "Paiement à 60 jours"],
    [{ code: "END_OF_MONTH" }, "2026-02-03", "2026-02-28", "Paiement en fin de mois"],
    [{ code: "DAYS_30_END_OF_MONTH" }, "2026-01-31", "2026-03-31", "Paiement à 30 jours fin de mois"],
    [{ code: "DAYS_45_END_OF_MONTH" }, "2026-01-15", "2026-03-31", "Paiement à 45 jours fin de mois"],
    [{ code: "CUSTOM_DAYS", days: 10 }, "2026-12-25", "2027-01-04", "Paiement à 10 jours"],
  ])("%j from %s is due on %s", (terms, issued, due, label) => {
    expect(paymentDueDate(terms, issued)).toBe(due);
    expect(paymentTermsLabel(terms)).toBe(label);
  });

  it("is past due from the day after", () => {
    expect(isPastDue("2026-12-31", "2026-12-31")).toBe(false);
    expect(isPastDue("2026-12-31", "2027-01-01")).toBe(true);
  });

  it.each<[PaymentTerms, "INDIVIDUAL" | "PROFESSIONAL", string | null]>([
    [{ code: "DAYS_60" }, "PROFESSIONAL", null],
    [{ code: "CUSTOM_DAYS", days: 90 }, "INDIVIDUAL", null],
    [
      { code: "CUSTOM_DAYS", days: 61 },
      "PROFESSIONAL",
      "Pour un client professionnel, le délai de paiement ne peut pas dépasser 60 jours après la date de facture ou 45 jours fin de mois.",
    ],
    [{ code: "CUSTOM_DAYS", days: -1 }, "INDIVIDUAL", "Le délai de paiement doit être un nombre de jours entre 0 et 365."],
    [{ code: "NET_90" as PaymentTerms["code"] }, "INDIVIDUAL", "Les conditions de paiement sont invalides."],
  ])("%j for a %s client", (terms, clientType, message) => {
    expect(paymentTermsIssue(terms, clientType)).toBe(message);
  });
});

describe("B2B due dates (L441-10 C. com.)", () => {
  const tooLong =
    "Pour un client professionnel, le délai de paiement ne peut pas dépasser 60 jours après la date de facture ou 45 jours fin de mois.";
  it.each<[string, string, string]>([
    // 60 days after issue is later than 45 days end of month here.
    ["2026-01-31", "2026-04-01", "2026-03-31 / 2026-04-01 / 2026-03-17"],
    // 45 days then month end is the later reading.
    ["2026-01-15", "2026-03-31", "2026-03-16 / 2026-03-31 / 2026-03-17"],
    // Month end then 45 days is the later reading (February is short).
    ["2026-02-01", "2026-04-14", "2026-04-02 / 2026-03-31 / 2026-04-14"],
  ])("issued on %s, the latest due date is %s (%s)", (issued, latest) => {
    expect(latestBusinessDueDate(issued)).toBe(latest);
  });

  it.each<[string, string | null, "INDIVIDUAL" | "PROFESSIONAL" | null, string | null]>([
    ["2026-02-01", "2026-04-14", "PROFESSIONAL", null],
    ["2026-02-01", "2026-04-15", "PROFESSIONAL", tooLong],
    ["2026-01-15", "2026-03-31", "PROFESSIONAL", null],
    ["2026-01-15", "2026-04-01", "PROFESSIONAL", tooLong],
    ["2026-01-15", "2026-09-01", "INDIVIDUAL", null],
    ["2026-01-15", "2026-09-01", null, null],
    ["2026-01-15", null, "PROFESSIONAL", null],
  ])("issued on %s, due on %s, for a %s client", (issued, due, clientType, message) => {
    expect(businessDueDateIssue(issued, due, clientType)).toBe(message);
  });
});
