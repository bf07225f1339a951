import { describe, expect, it } from "vitest";
import { DEFAULT_DOCUMENT_EMAIL_TEMPLATE, fillDocumentEmailTemplate, unknownEmailVariables } from "./document-email-template.ts";

const values = {
  clientName: "Camille Martin",
  documentType: "facture",
  number: "F-2027-00012",
  totalIncludingTaxCents: 123_456,
  dueDate: "2027-06-01",
  vendorName: "Fleurs de Lys",
};

describe("document e-mail template", () => {
  it.each([
    ["{{numero}}", "F-2027-00012"],
    ["{{ montant }}", "1 234,56 €"],
    ["{{echeance}}", "1er juin 2027"],
    ["{{inconnu}} {{client}}", "{{inconnu}} Camille Martin"],
  ])("%s → %s", (template, expected) => {
    expect(fillDocumentEmailTemplate(template, values).replace(/\u202f|\u00a0/g, " ")).toBe(expected);
  });

  it("empties what is not known yet", () => {
    expect(fillDocumentEmailTemplate("[{{echeance}}]", { ...values, dueDate: null })).toBe("[]");
  });

  it("the default template uses known variables only", () => {
    expect(unknownEmailVariables(DEFAULT_DOCUMENT_EMAIL_TEMPLATE)).toEqual([]);
    expect(unknownEmailVariables("{{nom}} {{numero}} {{nom}}")).toEqual(["nom"]);
  });
});
