import { describe, expect, it } from "vitest";
import { defaultNumberFormats } from "./numbering.ts";
import { quoteConfigFieldsSchema, quoteConfigFormSchema } from "./quote-config-schema.ts";

const messagesOf = (input: unknown) => {
  const result = quoteConfigFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("quote config schema (part 2 §3)", () => {
  it("defaults to bank transfer, VAT on, every info displayed, the deposit balance date on", () => {
    const config = quoteConfigFieldsSchema.parse({});
    expect(config.methodOfPayment).toBe("BANK_TRANSFER");
    expect(config.isVat).toBe(true);
    expect(config.infosToDisplay).toEqual(["FULL_NAME", "EMAIL", "PHONE", "ADDRESS", "LEGAL_MENTIONS"]);
    expect(config.isDepositAccountBalanceDate).toBe(true);
    expect(config.paymentTerms).toEqual({ code: "UPON_RECEIPT" });
  });

  it.each([
    [{ color: "#12345" }, ["color: La couleur doit être au format #RRGGBB."]],
    [{ color: "#1A2b3C", backgroundColor: "#ffffff" }, []],
    [{ bankDetails: { bic: "NOPE" } }, ["bankDetails.bic: Le BIC est invalide."]],
    [
      {
        bankDetails: {
          countryCode: "FR",
          checkDigits: "76",
          bankCode: "30006",
          branchCode: "00001",
          accountNumber: "12345678901",
          ribKey: "88",
        },
      },
      ["bankDetails.ribKey: La clé RIB est invalide.", "bankDetails.checkDigits: L'IBAN est invalide."],
    ],
    [
      { paymentTerms: { code: "CUSTOM_DAYS" } },
      ["paymentTerms.days: Le délai de paiement doit être un nombre de jours entre 0 et 365."],
    ],
    [
      { numbering: { ...defaultNumberFormats, CREDIT_NOTE: { prefix: "F", date: "YYYY", number: 5 } } },
      [
        "numbering.CREDIT_NOTE.prefix: Le préfixe « F » est déjà celui d'une autre série (une facture) : chaque type de document a le sien.",
      ],
    ],
    [
      { numbering: { ...defaultNumberFormats, QUOTE: { prefix: "", date: "YYYY", number: 2 } } },
      ["numbering.QUOTE.prefix: Le préfixe est requis.", "numbering.QUOTE.number: Le numéro doit compter de 3 à 10 chiffres."],
    ],
  ])("%j → %j", (input, messages) => {
    expect(messagesOf(input)).toEqual(messages);
  });
});
