import { describe, expect, it } from "vitest";
import { contactSchema, contactWithoutPhoneSchema } from "./contact.ts";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("contact validation (spec part 1 §5)", () => {
  it("requires first name, last name, e-mail and phone with the spec's messages", () => {
    const result = contactSchema.safeParse({ firstname: "", lastname: " ", email: "", phone: "" });
    expect(messages(result)).toEqual([
      "Le prénom est requis.",
      "Le nom est requis.",
      "L'email est requis.",
      "Le numéro de téléphone est requis",
    ]);
  });

  it("defaults the phone code to 33 and checks the e-mail format", () => {
    const ok = contactSchema.parse({ firstname: "Anne", lastname: "Roy", email: " Anne@Exemple.FR ", phone: "0612345678" });
    expect(ok).toMatchObject({ phoneCode: "33", email: "anne@exemple.fr" });
    expect(messages(contactSchema.safeParse({ firstname: "A", lastname: "R", email: "anne@", phone: "0612345678" }))).toEqual([
      "Le format de l'email est invalide.",
    ]);
  });

  it("lets the company variant go without a phone, but checks one if given", () => {
    expect(contactWithoutPhoneSchema.safeParse({ firstname: "A", lastname: "R", email: "a@r.fr" }).success).toBe(true);
    expect(
      messages(contactWithoutPhoneSchema.safeParse({ firstname: "A", lastname: "R", email: "a@r.fr", phone: "123" })),
    ).toEqual(["Le numéro de téléphone est invalide."]);
  });

  it("validates an address only when present", () => {
    const base = { firstname: "A", lastname: "R", email: "a@r.fr", phone: "0612345678" };
    expect(contactSchema.safeParse(base).success).toBe(true);
    expect(messages(contactSchema.safeParse({ ...base, address: { postalCode: "750" } }))).toEqual([
      "Le code postal doit contenir 5 chiffres.",
    ]);
    expect(contactSchema.safeParse({ ...base, address: { postalCode: "75011", city: "Paris" } }).success).toBe(true);
  });
});
