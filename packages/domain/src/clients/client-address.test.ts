import { describe, expect, it } from "vitest";
import { companySchema } from "../companies/company-schema.ts";
import { isPostalAddressComplete } from "../contact/address.ts";
import { clientPostalAddress } from "./client-address.ts";

const office = { street: "4 rue du Port", postalCode: "33000", city: "Bordeaux" };
const home = { street: "12 allée des Tilleuls", postalCode: "16000", city: "Angoulême" };

describe("the client's postal address on documents", () => {
  it.each([
    ["an individual: the first contact's", { type: "INDIVIDUAL", contacts: [{ address: home }] }, home],
    ["an individual without one", { type: "INDIVIDUAL", contacts: [{ address: null }] }, null],
    [
      "a professional: the head office first",
      { type: "PROFESSIONAL", contacts: [{ address: home }], company: { address: office } },
      office,
    ],
    [
      "a professional without a head office: its first contact's",
      { type: "PROFESSIONAL", contacts: [{ address: home }], company: { address: null } },
      home,
    ],
    [
      "an empty head office does not hide the contact's",
      { type: "PROFESSIONAL", contacts: [{ address: home }], company: { address: { street: "", countryCode: "FR" } } },
      home,
    ],
    [
      "the company contact's as the last resort",
      { type: "PROFESSIONAL", contacts: [{}], company: { address: null, contact: { address: office } } },
      office,
    ],
  ] as const)("%s", (_name, client, expected) => {
    expect(clientPostalAddress(client)).toEqual(expected);
  });

  it.each([
    [home, true],
    [{ ...home, street: " " }, false],
    [{ postalCode: "75011", city: "Paris" }, false],
    [null, false],
  ])("isPostalAddressComplete(%j) is %s", (address, complete) => {
    expect(isPostalAddressComplete(address)).toBe(complete);
  });

  it("a company keeps its head office, checked as an address", () => {
    const base = { corporateName: "Domaine", tradeName: "Domaine", type: "INTERMITTENT", gusoNumber: "12345678" };
    expect(companySchema.parse({ ...base, address: office }).address).toMatchObject(office);
    const refused = companySchema.safeParse({ ...base, address: { postalCode: "330" } });
    expect(refused.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["address.postalCode", "Le code postal doit contenir 5 chiffres."],
    ]);
  });
});
