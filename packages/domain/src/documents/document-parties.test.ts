import { describe, expect, it } from "vitest";
import { buyerPartyOf, sellerPartyOf } from "./document-parties.ts";

describe("the parties of a document", () => {
  it("reads the seller once: identifiers without spaces, the contact's address when the company has none, France by default", () => {
    const seller = sellerPartyOf({
      corporateName: "  Julie Lemoine ",
      legalForm: "Micro-entreprise",
      siren: "123 456 782",
      vatNumber: "",
      contact: { firstname: "Julie", address: { street: "2 rue Neuve", postalCode: "69001", city: "Lyon" } },
    });
    expect(seller).toMatchObject({
      corporateName: "Julie Lemoine",
      type: "COMPANY",
      siren: "123456782",
      vatNumber: null,
      siretPending: false,
      address: { street: "2 rue Neuve", postalCode: "69001", city: "Lyon", countryCode: "FR" },
    });
  });

  it("addresses the buyer under the document's name and address, a business with its SIREN, a consumer without", () => {
    const business = {
      type: "PROFESSIONAL",
      name: "Agence Nord",
      company: {
        corporateName: "Agence Nord SARL",
        siren: "987654321",
        vatNumber: "FR12987654321",
        address: { city: "Lille", street: "5 rue Haute", postalCode: "59000" },
      },
      contacts: [{ email: "anne@agence.fr" }],
    };
    expect(buyerPartyOf(business, { clientName: null, address: null })).toMatchObject({
      type: "PROFESSIONAL",
      name: "Agence Nord",
      corporateName: "Agence Nord SARL",
      siren: "987654321",
      vatNumber: "FR12987654321",
      email: "anne@agence.fr",
      address: { city: "Lille" },
    });
    const couple = {
      type: "INDIVIDUAL",
      name: "Léa Martin",
      company: { siren: "987654321" },
      contacts: [{ address: { city: "Lyon", street: "3 allée", postalCode: "69003" } }],
    };
    expect(
      buyerPartyOf(couple, {
        clientName: "Léa et Paul Martin",
        address: { street: "1 place", postalCode: "75001", city: "Paris" },
      }),
    ).toMatchObject({
      type: "INDIVIDUAL",
      name: "Léa et Paul Martin",
      siren: null,
      address: { city: "Paris" },
    });
    expect(buyerPartyOf(null, { clientName: null, address: null })).toBeNull();
  });
});
