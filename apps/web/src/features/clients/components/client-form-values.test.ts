import { describe, expect, it } from "vitest";
import { clientBody, emptyClientValues, emptyContact } from "./client-form-values.ts";

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
    const body = clientBody(values) as { contacts: { address?: unknown }[] };
    expect(body.contacts[0]?.address).toEqual({
      street: "3 rue des Lilas",
      postalCode: "69003",
      city: "Lyon",
      longitude: 4.8,
      latitude: 45.7,
    });
    expect(body.contacts[1]?.address).toBeUndefined();
  });

  it("sends a professional client's head office with its company, null when empty", () => {
    const values = emptyClientValues("v-1", "PROFESSIONAL");
    expect((clientBody(values) as { company: { address: unknown } }).company.address).toBeNull();
    values.company.address = { street: "8 quai Rambaud", secondaryUnit: "", postalCode: "69002", city: "Lyon" };
    expect((clientBody(values) as { company: { address: unknown } }).company.address).toEqual({
      street: "8 quai Rambaud",
      postalCode: "69002",
      city: "Lyon",
    });
  });
});
