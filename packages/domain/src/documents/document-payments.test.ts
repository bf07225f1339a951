import { describe, expect, it } from "vitest";
import {
  type PaymentStanding,
  parseAmountInput,
  payableIssue,
  paymentAmountIssue,
  paymentDateIssue,
  paymentInputSchema,
  remainingCents,
  statusAfterPayments,
} from "./document-payments.ts";
import type { DocumentStatus } from "./document-statuses.ts";
import type { QuoteType } from "./document-types.ts";

const standing = (s: Partial<PaymentStanding>): PaymentStanding => ({
  status: "SENT",
  dueCents: 100_000,
  paidCents: 0,
  dueDate: "2026-12-31",
  today: "2026-11-27",
  ...s,
});

describe("the status payments give a document", () => {
  it.each<[string, Partial<PaymentStanding>, DocumentStatus]>([
    ["nothing paid stays sent", {}, "SENT"],
    ["a partial payment keeps it sent", { paidCents: 99_999 }, "SENT"],
    ["a partial payment keeps it overdue", { status: "OVERDUE", paidCents: 50_000 }, "OVERDUE"],
    ["paid to the cent is paid", { paidCents: 100_000 }, "PAID"],
    ["an overdue one paid to the cent is paid", { status: "OVERDUE", paidCents: 100_000 }, "PAID"],
    ["a paid one whose payment is deleted goes back to sent", { status: "PAID", paidCents: 0 }, "SENT"],
    ["a paid one reopened past its due date is overdue", { status: "PAID", paidCents: 40_000, today: "2027-01-01" }, "OVERDUE"],
    ["a cancelled one stays cancelled", { status: "CANCELED", paidCents: 100_000 }, "CANCELED"],
    ["a draft stays a draft", { status: "DRAFT", paidCents: 100_000 }, "DRAFT"],
  ])("%s", (_, s, expected) => {
    expect(statusAfterPayments(standing(s))).toBe(expected);
  });

  it("counts what remains, never below zero", () => {
    expect(remainingCents({ dueCents: 31_545, paidCents: 10_000 })).toBe(21_545);
    expect(remainingCents({ dueCents: 31_545, paidCents: 40_000 })).toBe(0);
  });
});

describe("payment rules", () => {
  it.each<[number, number, string | null]>([
    [21_545, 21_545, null],
    [1, 21_545, null],
    [21_546, 21_545, "Le paiement dépasse le reste à payer (215,45 €)."],
    [1, 0, "Ce document est déjà entièrement réglé : aucun paiement ne peut s'y ajouter."],
    [0, 100, "Le montant du paiement doit être supérieur à 0 €, avec au plus 2 décimales."],
  ])("%i cents against %i remaining", (amount, remaining, message) => {
    expect(paymentAmountIssue(amount, remaining)).toBe(message);
  });

  it.each<[QuoteType, DocumentStatus, boolean]>([
    ["INVOICE", "SENT", true],
    ["INVOICE", "OVERDUE", true],
    ["DEPOSIT", "SENT", true],
    ["CREDIT_NOTE", "SENT", true],
    ["INVOICE", "DRAFT", false],
    ["INVOICE", "CANCELED", false],
    ["QUOTE", "SIGNED", false],
  ])("a %s %s is payable: %s", (type, status, payable) => {
    expect(payableIssue(type, status) === null).toBe(payable);
  });

  it("refuses a payment dated after today", () => {
    expect(paymentDateIssue("2026-11-27", "2026-11-27")).toBeNull();
    expect(paymentDateIssue("2026-11-28", "2026-11-27")).toBe("La date du paiement ne peut pas être dans le futur.");
  });

  it.each<[string, number | null]>([
    ["315,45", 315.45],
    ["1 234,5 €", 1234.5],
    ["1234.50", 1234.5],
    ["12,345", null],
    ["-3", null],
    ["abc", null],
  ])("reads %j typed in a form", (text, amount) => {
    expect(parseAmountInput(text)).toBe(amount);
  });

  it("validates the dialog's payment with French messages", () => {
    const bad = paymentInputSchema.safeParse({ date: "", amount: 0, method: "BITCOIN" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      "La date du paiement est requise.",
      "Le montant du paiement doit être supérieur à 0 €, avec au plus 2 décimales.",
      "Le moyen de paiement est requis.",
    ]);
    expect(paymentInputSchema.parse({ date: "2026-11-27", amount: 135.2, method: "CHECK", reference: " n° 42 " })).toEqual({
      date: "2026-11-27",
      amount: 135.2,
      method: "CHECK",
      reference: "n° 42",
    });
  });
});
