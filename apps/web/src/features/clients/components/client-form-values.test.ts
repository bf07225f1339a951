import { describe, expect, it } from "vitest";
import { type ClientSaveBody, clientBody, emptyClientValues, emptyContact } from "./client-form-values.ts";

/** The company a professional client's body carries (an individual's has none: the test fails on it). */
function companyOf(saved: ClientSaveBody) {
  if (saved.type !== "PROFESSIONAL") throw new Error(`expected a professional body, got ${saved.type}`);
  return saved.body.company;
}

describe("client form: postal addresses", () => {
  it("sends each contact's address once typed, none when left empty", () => {
    const values = emptyClientValues("v-1");
    values.contacts = [
      {
        ...emptyContact(),
        address: {
          street: "3 rue des Lilas",
          secondaryUnit: "",
          postalCode: "69003",
          city: "Lyon",
          longitude: 4.8,
          latitude: 45.7,
        },
      },
      { ...emptyContact(), address: { street: "", secondaryUnit: "", postalCode: "", city: "", countryCode: "FR" } },
    ];
    const body = clientBody(values).body;
    expect(body.contacts[0]).toHaveProperty("address", {
      street: "3 rue des Lilas",
      postalCode: "69003",
      city: "Lyon",
      longitude: 4.8,
      latitude: 45.7,
    });
    expect(body.contacts[1]).toMatchObject({ address: undefined });
  });

  it("sends a professional client's head office with its company, null when empty", () => {
    const values = emptyClientValues("v-1", "PROFESSIONAL");
    expect(companyOf(clientBody(values))).toHaveProperty("address", null);
    values.company.address = { street: "8 quai Rambaud", secondaryUnit: "", postalCode: "69002", city: "Lyon" };
    expect(companyOf(clientBody(values))).toHaveProperty("address", {
      street: "8 quai Rambaud",
      postalCode: "69002",
      city: "Lyon",
    });
  });
});
