import { describe, expect, it } from "vitest";
import type { VendorCompany } from "../../showcase/api/use-company.ts";
import {
  companyUpdateBody,
  emptyCompany,
  fieldsToAsk,
  mergedCompany,
  missingClientInfo,
  missingInfoIssues,
  missingInfoValues,
  missingInvoiceInfo,
  typedClientAddress,
} from "./missing-company-info.ts";

const vendorId = "0b9d6f3e-1c1e-4f55-9d0c-7d2b1f0e8a11";
const address = { street: "12 rue des Lilas", postalCode: "69003", city: "Lyon", countryCode: "FR" };
const contact = { firstname: "Camille", lastname: "Martin", email: "camille@example.fr", phoneCode: "33", address };
const complete: VendorCompany = {
  ...emptyCompany,
  corporateName: "Domaine des Tilleuls",
  tradeName: "Les Tilleuls",
  legalForm: "SARL",
  siren: "732829320",
  siret: "73282932000074",
  vatNumber: "FR44732829320",
  rcsNumber: "732 829 320",
  registrationCourt: "Lyon",
  shareCapital: 10_000,
  contact,
};
const vat = { isVat: true, vatMention: null };
const codes = (company: VendorCompany, v = vat) => missingInvoiceInfo(company, v).map((m) => m.code);

describe("what a French invoice needs of the company", () => {
  it.each([
    ["a complete SARL", complete, vat, []],
    ["no SIRET", { ...complete, siret: null }, vat, ["SELLER_SIRET"]],
    ["a SIRET being assigned", { ...complete, siret: null, siretPending: true }, vat, []],
    ["no VAT number while charging VAT", { ...complete, vatNumber: null }, vat, ["SELLER_VAT_NUMBER"]],
    [
      "VAT off without its mention",
      { ...complete, vatNumber: null },
      { isVat: false, vatMention: null },
      ["VAT_EXEMPTION_MENTION"],
    ],
    [
      "a SARL without capital nor RCS",
      { ...complete, shareCapital: null, rcsNumber: null },
      vat,
      ["SELLER_SHARE_CAPITAL", "SELLER_RCS"],
    ],
    ["no address", { ...complete, contact: { ...contact, address: null } }, vat, ["SELLER_ADDRESS"]],
    [
      "no company at all",
      emptyCompany,
      vat,
      ["TRADE_NAME", "SELLER_NAME", "SELLER_ADDRESS", "SELLER_SIREN", "SELLER_SIRET", "SELLER_LEGAL_FORM", "SELLER_VAT_NUMBER"],
    ],
  ])("%s", (_label, company, settings, expected) => {
    expect(codes(company, settings)).toEqual(expected);
  });

  it("asks for the head office's address alone: a company needs no contact for it", () => {
    const fields = fieldsToAsk(missingInvoiceInfo({ ...complete, contact: null }, vat), []);
    expect(fields).toEqual(["street", "postalCode", "city"]);
  });

  it("reads the head office before the contact's address", () => {
    expect(codes({ ...complete, contact: null, address })).toEqual([]);
  });

  it("asks for the client's address when the document's client has none", () => {
    expect(missingClientInfo(null, true).map((m) => m.code)).toEqual(["CLIENT_ADDRESS"]);
    expect(missingClientInfo({ street: "1 rue", postalCode: "75001" }, true).map((m) => m.code)).toEqual(["CLIENT_ADDRESS"]);
    expect(missingClientInfo(address, true)).toEqual([]);
    expect(missingClientInfo(null, false)).toEqual([]);
  });
});

describe("the dialog's answers", () => {
  const noSiret = { ...complete, siret: null };
  const asked = fieldsToAsk(missingInvoiceInfo(noSiret, vat), []);

  it("refuses an empty SIRET, then accepts it pending and saves the flag", () => {
    const values = missingInfoValues(noSiret, vat);
    expect(missingInfoIssues(vendorId, noSiret, values, vat, asked)).toEqual([
      { field: "siret", message: "Le SIRET est requis" },
    ]);
    const pending = { ...values, siretPending: true };
    expect(missingInfoIssues(vendorId, noSiret, pending, vat, asked)).toEqual([]);
    const body = companyUpdateBody(vendorId, mergedCompany(noSiret, pending));
    expect(body).toMatchObject({ vendorId, siret: null, siretPending: true, corporateName: "Domaine des Tilleuls" });
  });

  it("checks a typed SIRET with the company rules", () => {
    const values = { ...missingInfoValues(noSiret, vat), siret: "73282932000075" };
    expect(missingInfoIssues(vendorId, noSiret, values, vat, asked)).toEqual([
      { field: "siret", message: "Le SIRET n'est pas valide : vérifiez les chiffres saisis." },
    ]);
  });

  it("a legal form that has a capital asks for it", () => {
    const noForm = { ...complete, legalForm: null, shareCapital: null, rcsNumber: null, registrationCourt: null };
    const initial = missingInvoiceInfo(noForm, vat);
    expect(fieldsToAsk(initial, [])).toEqual(["legalForm"]);
    const values = { ...missingInfoValues(noForm, vat), legalForm: "SAS" as const };
    const now = missingInvoiceInfo(mergedCompany(noForm, values), vat);
    expect(fieldsToAsk(initial, now)).toEqual(["legalForm", "shareCapital", "rcsNumber", "registrationCourt"]);
  });

  it("refuses an empty client address, checks its postcode, and keeps what was typed", () => {
    const asked = fieldsToAsk(missingClientInfo(null, true), []);
    const values = missingInfoValues(complete, vat, null);
    expect(missingInfoIssues(vendorId, complete, values, vat, asked).map((i) => i.field)).toEqual([
      "clientStreet",
      "clientPostalCode",
      "clientCity",
    ]);
    const typed = { ...values, clientStreet: "5 rue Mercière", clientPostalCode: "6900", clientCity: "Lyon" };
    expect(missingInfoIssues(vendorId, complete, typed, vat, asked)).toEqual([
      { field: "clientPostalCode", message: "Le code postal doit contenir 5 chiffres." },
    ]);
    const fixed = { ...typed, clientPostalCode: "69002" };
    expect(missingInfoIssues(vendorId, complete, fixed, vat, asked)).toEqual([]);
    expect(typedClientAddress({ countryCode: "FR" }, fixed)).toEqual({
      countryCode: "FR",
      street: "5 rue Mercière",
      postalCode: "69002",
      city: "Lyon",
    });
  });

  it("saves a new address as the company's head office", () => {
    const noAddress = { ...complete, contact: { ...contact, address: null } };
    const values = { ...missingInfoValues(noAddress, vat), street: "3 place Bellecour", postalCode: "69002", city: "Lyon" };
    expect(missingInfoIssues(vendorId, noAddress, values, vat, ["street", "postalCode", "city"])).toEqual([]);
    expect(mergedCompany(noAddress, values).address).toMatchObject({ street: "3 place Bellecour", postalCode: "69002" });
    const badPostal = { ...values, postalCode: "6900" };
    expect(missingInfoIssues(vendorId, noAddress, badPostal, vat, ["street", "postalCode", "city"]).map((i) => i.field)).toEqual([
      "postalCode",
    ]);
  });
});
