import { describe, expect, it } from "vitest";
import { companySchema, makeCompanySchema } from "./company-schema.ts";

const names = { corporateName: "Les Délices SARL", tradeName: "Les Délices" };
const messagesOf = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("company validation (part 1 §5)", () => {
  it("requires both names with the spec's messages", () => {
    expect(
      messagesOf(companySchema.safeParse({ corporateName: " ", tradeName: "", siren: "732829320", siret: "73282932000074" })),
    ).toEqual(["La raison sociale est requise.", "Le nom pour la vitrine est requis."]);
  });

  it.each([
    [{ type: "COMPANY" }, ["Le SIREN est requis", "Le SIRET est requis"]],
    [
      { type: "COMPANY", siren: "12345678", siret: "1234567890001" },
      ["Le SIREN doit contenir 9 chiffres", "Le SIRET doit contenir 14 chiffres"],
    ],
    [
      { type: "COMPANY", siren: "12345678A", siret: "123456789000123" },
      ["Le SIREN doit contenir 9 chiffres", "Le SIRET doit contenir 14 chiffres"],
    ],
    [{ type: "COMPANY", siren: "732 829 320", siret: "732 829 320 00074" }, []],
    [{ type: "ASSOCIATION" }, ["Le numéro RNA est requis."]],
    [{ type: "ASSOCIATION", rnaNumber: "W12345678" }, ["Le numéro RNA doit contenir la lettre W suivie de 9 chiffres."]],
    [{ type: "ASSOCIATION", rnaNumber: "X123456789" }, ["Le numéro RNA doit contenir la lettre W suivie de 9 chiffres."]],
    [{ type: "ASSOCIATION", rnaNumber: "w123456789" }, []],
    [{ type: "INTERMITTENT" }, ["Le numéro GUSO est requis."]],
    [{ type: "INTERMITTENT", gusoNumber: "1234567" }, ["Le numéro GUSO doit contenir 8 à 10 chiffres."]],
    [{ type: "INTERMITTENT", gusoNumber: "12345678901" }, ["Le numéro GUSO doit contenir 8 à 10 chiffres."]],
    [{ type: "INTERMITTENT", gusoNumber: "12345678" }, []],
    [{ type: "INTERMITTENT", gusoNumber: "1234567890" }, []],
  ])("%j → %j", (fields, expected) => {
    expect(messagesOf(companySchema.safeParse({ ...names, ...fields }))).toEqual(expected);
  });

  it("skips only the SIRET in the missing-information flow", () => {
    const lenient = makeCompanySchema({ skipSiret: true });
    expect(lenient.safeParse({ ...names, siren: "732829320" }).success).toBe(true);
    expect(messagesOf(lenient.safeParse({ ...names }))).toEqual(["Le SIREN est requis"]);
  });

  it("validates the company contact without requiring a phone", () => {
    const ok = { ...names, type: "ASSOCIATION", rnaNumber: "W123456789" };
    expect(companySchema.safeParse({ ...ok, contact: { firstname: "Léa", lastname: "Roy", email: "lea@asso.fr" } }).success).toBe(
      true,
    );
    expect(
      messagesOf(companySchema.safeParse({ ...ok, contact: { firstname: "", lastname: "Roy", email: "lea@asso.fr" } })),
    ).toEqual(["Le prénom est requis."]);
  });

  it("normalises identifiers and falls back to COMPANY on an unknown type", () => {
    const parsed = companySchema.parse({ ...names, type: "GUILD", siren: "732 829 320", siret: "73282932000074" });
    expect(parsed).toMatchObject({ type: "COMPANY", siren: "732829320", contact: null, legalForm: null });
  });
});
