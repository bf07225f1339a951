import { describe, expect, it } from "vitest";
import {
  checkDeletable,
  checkEditable,
  checkStatusTransition,
  expiredStatus,
  isIssued,
  issuesDocument,
  listedStatusesOf,
  statusesOf,
  type TransitionContext,
} from "./document-lifecycle.ts";
import {
  type DocumentStatus,
  documentStatusColors,
  documentStatuses,
  listedDocumentStatuses,
  normalizeDocumentStatus,
} from "./document-statuses.ts";
import { normalizeDiscountType, normalizeQuoteType, type QuoteType, quoteTypeTitles } from "./document-types.ts";

describe("document types and statuses (part 2 §3, §4)", () => {
  it("names the spec's types and statuses, unknown values falling back to the defaults", () => {
    expect(Object.keys(quoteTypeTitles)).toEqual(["QUOTE", "INVOICE", "CREDIT_NOTE", "DEPOSIT"]);
    expect(documentStatuses).toEqual([
      "DRAFT",
      "SENT",
      "APPROVED",
      "SIGNED",
      "REJECTED",
      "CANCELED",
      "EXPIRED",
      "PAID",
      "OVERDUE",
      "NONE",
    ]);
    expect(listedDocumentStatuses).toEqual(["DRAFT", "SENT", "SIGNED", "REJECTED", "PAID", "EXPIRED"]);
    expect(normalizeDocumentStatus("ARCHIVED")).toBe("DRAFT");
    expect(normalizeDocumentStatus(undefined)).toBe("DRAFT");
    expect(normalizeDocumentStatus("PAID")).toBe("PAID");
    expect(normalizeQuoteType("ORDER")).toBe("QUOTE");
    expect(normalizeQuoteType("DEPOSIT")).toBe("DEPOSIT");
    expect(normalizeDiscountType("AMOUNT")).toBe("PERCENTAGE");
    expect(normalizeDiscountType("FIXED")).toBe("FIXED");
  });

  it("gives the badges the spec's colours", () => {
    const by = (color: string) => documentStatuses.filter((s) => documentStatusColors[s] === color);
    expect(by("warning")).toEqual(["SENT"]);
    expect(by("success")).toEqual(["APPROVED", "SIGNED", "PAID"]);
    expect(by("error")).toEqual(["REJECTED", "CANCELED", "OVERDUE"]);
    expect(by("default")).toEqual(["DRAFT", "EXPIRED", "NONE"]);
  });
});

const ok = { ok: true };
const no = (message: string) => ({ ok: false, message });

describe("status transitions", () => {
  it.each<[QuoteType, DocumentStatus, DocumentStatus, TransitionContext, object]>([
    ["QUOTE", "DRAFT", "SENT", {}, ok],
    ["QUOTE", "SENT", "SIGNED", {}, ok],
    ["QUOTE", "SENT", "SENT", {}, ok],
    ["QUOTE", "APPROVED", "SIGNED", {}, ok],
    ["QUOTE", "REJECTED", "SENT", {}, ok],
    ["QUOTE", "SENT", "EXPIRED", { today: "2026-12-02", expirationDate: "2026-12-01" }, ok],
    [
      "QUOTE",
      "SENT",
      "EXPIRED",
      { today: "2026-12-01", expirationDate: "2026-12-01" },
      no("Le devis est valable jusqu'au 01/12/2026 : il ne peut pas encore être marqué expiré."),
    ],
    ["QUOTE", "SENT", "PAID", {}, no("Le statut « Payé » ne s'applique pas à un devis.")],
    ["QUOTE", "SIGNED", "SENT", {}, no("Un document « Signé » ne peut pas passer à « Envoyé ».")],
    ["QUOTE", "CANCELED", "SENT", {}, no("Un document annulé ne peut plus changer de statut.")],
    ["QUOTE", "DRAFT", "NONE", {}, no("Ce statut ne peut pas être choisi.")],
    ["INVOICE", "DRAFT", "SENT", {}, ok],
    ["INVOICE", "SENT", "PAID", {}, ok],
    ["INVOICE", "PAID", "SENT", {}, ok],
    ["INVOICE", "SENT", "OVERDUE", { today: "2027-01-01", dueDate: "2026-12-31" }, ok],
    [
      "INVOICE",
      "SENT",
      "OVERDUE",
      { today: "2026-12-31", dueDate: "2026-12-31" },
      no("L'échéance de paiement (31/12/2026) n'est pas dépassée : le document ne peut pas être en retard."),
    ],
    [
      "INVOICE",
      "SENT",
      "DRAFT",
      {},
      no("Une facture émise ne peut pas redevenir un brouillon : émettez un avoir pour la corriger."),
    ],
    [
      "DEPOSIT",
      "PAID",
      "DRAFT",
      {},
      no("Une facture d'acompte émise ne peut pas redevenir un brouillon : émettez un avoir pour la corriger."),
    ],
    [
      "INVOICE",
      "SENT",
      "CANCELED",
      {},
      no(
        "Une facture émise ne s'annule que par un avoir de son montant total : émettez l'avoir, la facture passera alors à « Annulé ».",
      ),
    ],
    ["INVOICE", "SENT", "CANCELED", { fullyCredited: true }, ok],
    ["INVOICE", "SENT", "SIGNED", {}, no("Le statut « Signé » ne s'applique pas à une facture.")],
    ["INVOICE", "DRAFT", "OVERDUE", {}, no("Un document « Brouillon » ne peut pas passer à « En retard ».")],
    ["CREDIT_NOTE", "DRAFT", "SENT", {}, ok],
    ["CREDIT_NOTE", "SENT", "PAID", {}, ok],
    ["CREDIT_NOTE", "SENT", "OVERDUE", {}, no("Le statut « En retard » ne s'applique pas à un avoir.")],
  ])("%s %s → %s %j", (type, from, to, context, verdict) => {
    expect(checkStatusTransition(type, from, to, context)).toEqual(verdict);
  });

  it("issues invoices, deposits and credit notes when they leave DRAFT, never quotes", () => {
    expect(issuesDocument("INVOICE", "DRAFT", "SENT")).toBe(true);
    expect(issuesDocument("DEPOSIT", "DRAFT", "PAID")).toBe(true);
    expect(issuesDocument("INVOICE", "SENT", "PAID")).toBe(false);
    expect(issuesDocument("QUOTE", "DRAFT", "SENT")).toBe(false);
    expect(isIssued("CREDIT_NOTE", "SENT")).toBe(true);
    expect(isIssued("QUOTE", "SIGNED")).toBe(false);
    expect(statusesOf("CREDIT_NOTE")).toEqual(["DRAFT", "SENT", "PAID"]);
  });
});

describe("edit and delete", () => {
  it.each<[QuoteType, DocumentStatus, object, object]>([
    ["QUOTE", "DRAFT", ok, ok],
    ["QUOTE", "SENT", ok, ok],
    [
      "QUOTE",
      "SIGNED",
      no("Un devis accepté ne peut plus être modifié : dupliquez-le pour proposer un nouveau devis."),
      no("Un devis accepté ne peut pas être supprimé : vous pouvez l'archiver."),
    ],
    ["INVOICE", "DRAFT", ok, ok],
    [
      "INVOICE",
      "SENT",
      no("Une facture émise ne peut plus être modifiée : émettez un avoir pour la corriger."),
      no("Une facture émise ne peut pas être supprimée : émettez un avoir pour l'annuler, ou archivez-la."),
    ],
    [
      "DEPOSIT",
      "PAID",
      no("Une facture d'acompte émise ne peut plus être modifiée : émettez un avoir pour la corriger."),
      no("Une facture d'acompte émise ne peut pas être supprimée : émettez un avoir pour l'annuler, ou archivez-la."),
    ],
    [
      "CREDIT_NOTE",
      "SENT",
      no("Un avoir émis ne peut plus être modifié : émettez un nouvel avoir ou une facture pour le corriger."),
      no("Un avoir émis ne peut pas être supprimé : vous pouvez l'archiver."),
    ],
  ])("%s %s", (type, status, edit, remove) => {
    expect(checkEditable(type, status)).toEqual(edit);
    expect(checkDeletable(type, status)).toEqual(remove);
  });

  it("expires quotes still waiting once their validity date is past", () => {
    expect(expiredStatus("QUOTE", "SENT", "2026-12-01", "2026-12-02")).toBe("EXPIRED");
    expect(expiredStatus("QUOTE", "DRAFT", "2026-12-01", "2026-12-02")).toBe("EXPIRED");
    expect(expiredStatus("QUOTE", "SENT", "2026-12-01", "2026-12-01")).toBeNull();
    expect(expiredStatus("QUOTE", "SIGNED", "2026-12-01", "2027-01-01")).toBeNull();
    expect(expiredStatus("INVOICE", "SENT", "2026-12-01", "2027-01-01")).toBeNull();
    expect(expiredStatus("QUOTE", "SENT", null, "2027-01-01")).toBeNull();
    expect(checkStatusTransition("QUOTE", "DRAFT", "EXPIRED", { today: "2026-12-02", expirationDate: "2026-12-01" })).toEqual(ok);
  });
});

describe("listedStatusesOf: the status tabs of each list screen", () => {
  it.each([
    ["QUOTE", ["DRAFT", "SENT", "SIGNED", "REJECTED", "EXPIRED"]],
    ["INVOICE", ["DRAFT", "SENT", "PAID"]],
    ["DEPOSIT", ["DRAFT", "SENT", "PAID"]],
    ["CREDIT_NOTE", ["DRAFT", "SENT", "PAID"]],
  ] as const)("%s → %j", (type, expected) => {
    expect(listedStatusesOf(type)).toEqual(expected);
  });

  it("never offers a tab the type cannot reach", () => {
    for (const type of ["QUOTE", "INVOICE", "DEPOSIT", "CREDIT_NOTE"] as const) {
      for (const status of listedStatusesOf(type)) expect(statusesOf(type)).toContain(status);
    }
  });
});
