import { describe, expect, it } from "vitest";
import {
  bankDetailsIssues,
  bankMessages,
  formatIban,
  ibanIssue,
  ibanOf,
  isValidBic,
  isValidIban,
  isValidRib,
  ribKeyOf,
  splitFrenchIban,
} from "./bank-details.ts";

describe("IBAN mod-97 (reference §4.1)", () => {
  it.each([
    ["FR7630006000011234567890189", true],
    ["FR76 3000 6000 0112 3456 7890 189", true],
    ["fr7630006000011234567890189", true],
    ["FR1420041010050500013M02606", true],
    ["DE89370400440532013000", true],
    ["GB82WEST12345698765432", true],
    ["MC5811222000010123456789030", true],
    ["FR7630006000011234567890188", false],
    ["FR7730006000011234567890189", false],
    ["FR76300060000112345678901", false],
    ["7630006000011234567890189FR", false],
    ["", false],
    ["FR76 3000 6000 0112 3456 7890 18é", false],
  ])("%s → %s", (iban, valid) => {
    expect(isValidIban(iban)).toBe(valid);
  });
});

describe("BIC format (ISO 9362)", () => {
  it.each([
    ["BNPAFRPP", true],
    ["BNPAFRPPXXX", true],
    ["psstfrppxxx", true],
    ["CEPAFRPP751", true],
    ["BNPAFRP", false],
    ["BNPAFRPPXX", false],
    ["1NPAFRPP", false],
    ["BNPA12PP", false],
  ])("%s → %s", (bic, valid) => {
    expect(isValidBic(bic)).toBe(valid);
  });
});

describe("RIB key", () => {
  it.each([
    ["30006", "00001", "12345678901", "89"],
    ["20041", "01005", "0500013M026", "06"],
    ["30004", "00823", "00010532870", ribKeyOf("30004", "00823", "00010532870")],
  ])("%s %s %s → %s", (bank, branch, account, key) => {
    expect(ribKeyOf(bank, branch, account)).toBe(key);
    expect(isValidRib(bank, branch, account, key)).toBe(true);
  });

  it.each([
    ["30006", "00001", "12345678901", "88"],
    ["3000", "00001", "12345678901", "89"],
    ["30006", "00001", "1234567890", "89"],
    ["30006", "00001", "12345678901", "8"],
  ])("refuses %s %s %s key %s", (bank, branch, account, key) => {
    expect(isValidRib(bank, branch, account, key)).toBe(false);
  });
});

describe("French IBAN parts", () => {
  it("splits a French IBAN into the stored parts and joins them back", () => {
    const parts = splitFrenchIban("FR76 3000 6000 0112 3456 7890 189");
    expect(parts).toEqual({
      countryCode: "FR",
      checkDigits: "76",
      bankCode: "30006",
      branchCode: "00001",
      accountNumber: "12345678901",
      ribKey: "89",
    });
    expect(ibanOf(parts)).toBe("FR7630006000011234567890189");
    expect(formatIban(ibanOf(parts))).toBe("FR76 3000 6000 0112 3456 7890 189");
  });

  it.each(["DE89370400440532013000", "FR76300060000112345678901", ""])("%s has no French RIB", (iban) => {
    expect(splitFrenchIban(iban)).toBeNull();
  });

  it.each([
    ["", null],
    ["FR7630006000011234567890189", null],
    ["FR7630006000011234567890188", bankMessages.ibanInvalid],
    ["DE89370400440532013000", bankMessages.ibanNotFrench],
  ])("the form's IBAN %s → %s", (iban, message) => {
    expect(ibanIssue(iban)).toBe(message);
  });
});

describe("bank details checked together", () => {
  const none = {
    name: null,
    bic: null,
    countryCode: null,
    checkDigits: null,
    bankCode: null,
    branchCode: null,
    accountNumber: null,
    ribKey: null,
  };
  const good = { ...none, ...splitFrenchIban("FR7630006000011234567890189"), bic: "BNPAFRPP" };
  it.each([
    ["nothing", none, []],
    ["a valid IBAN and BIC", good, []],
    ["a wrong RIB key", { ...good, ribKey: "11" }, [bankMessages.ribKeyInvalid, bankMessages.ibanInvalid]],
    ["wrong check digits", { ...good, checkDigits: "77" }, [bankMessages.ibanInvalid]],
    ["a RIB without country", { ...good, countryCode: null, checkDigits: null }, []],
    ["an incomplete RIB", { ...good, ribKey: null }, [bankMessages.ibanInvalid]],
  ])("%s", (_label, details, messages) => {
    expect(bankDetailsIssues(details).map((i) => i.message)).toEqual(messages);
  });
});
