import { describe, expect, it } from "vitest";
import { vendorCompanyUpdateSchema } from "../vendors/vendor-company.ts";

const base = {
  vendorId: "0b9d6f3e-1c1e-4f55-9d0c-7d2b1f0e8a11",
  corporateName: "Fleurs de Lys",
  tradeName: "Fleurs de Lys",
  type: "COMPANY",
  siren: "732829320",
};

describe("SIRET being assigned (missing-information flow, part 2 §5)", () => {
  it.each([
    ["no SIRET, not pending", {}, false, ["Le SIRET est requis"]],
    ["no SIRET, pending", { siretPending: true }, true, []],
    ["a SIRET given ends the pending state", { siretPending: true, siret: "73282932000074" }, false, []],
    [
      "a wrong SIRET is still refused",
      { siretPending: true, siret: "73282932000075" },
      false,
      ["Le SIRET n'est pas valide : vérifiez les chiffres saisis."],
    ],
  ])("%s", (_label, fields, pending, messages) => {
    const result = vendorCompanyUpdateSchema.safeParse({ ...base, ...fields });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual(messages);
    if (result.success) expect(result.data.company.siretPending).toBe(pending);
  });

  it("an association never keeps the flag", () => {
    const result = vendorCompanyUpdateSchema.parse({ ...base, type: "ASSOCIATION", rnaNumber: "W123456789", siretPending: true });
    expect(result.company.siretPending).toBe(false);
  });
});
