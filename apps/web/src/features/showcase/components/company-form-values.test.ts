import { describe, expect, it } from "vitest";
import { companyBody, companyFieldsOf, companyFormValues } from "./company-form-values.ts";

const stored = {
  corporateName: "Domaine des Lys SAS",
  tradeName: "Domaine des Lys",
  type: "COMPANY" as const,
  siren: "732829320",
  siret: "73282932000074",
  nafCode: "5510Z",
  vatNumber: null,
  rcsNumber: null,
  registrationCourt: null,
  rmNumber: null,
  rmDepartment: null,
  shareCapital: 10000,
  mainActivity: null,
  rnaNumber: null,
  gusoNumber: null,
  creationDate: null,
  isVatSubject: null,
  legalForm: "SAS" as const,
  contact: null,
};

describe("company form", () => {
  it("offers each type the fields the domain keeps for it", () => {
    expect(companyFieldsOf("COMPANY")).toContain("siren");
    expect(companyFieldsOf("COMPANY")).toContain("legalForm");
    expect(companyFieldsOf("COMPANY")).not.toContain("rnaNumber");
    expect(companyFieldsOf("ASSOCIATION")).toContain("rnaNumber");
    // An association's legal form is always « Association »: nothing to choose.
    expect(companyFieldsOf("ASSOCIATION")).not.toContain("legalForm");
    expect([...companyFieldsOf("INTERMITTENT")].sort()).toEqual(["gusoNumber", "mainActivity"]);
  });

  it("sends the fields of the chosen type, empty texts as null", () => {
    const values = { ...companyFormValues("v-1", stored), type: "INTERMITTENT" as const, gusoNumber: "12345678" };
    expect(companyBody(values)).toEqual({
      vendorId: "v-1",
      corporateName: "Domaine des Lys SAS",
      tradeName: "Domaine des Lys",
      type: "INTERMITTENT",
      address: null,
      contact: null,
      gusoNumber: "12345678",
      mainActivity: null,
    });
  });

  it("sends the head office and the contact once typed, none when left empty", () => {
    const values = companyFormValues("v-1", stored);
    const typed = {
      ...values,
      address: { street: "2 chemin des Lys", secondaryUnit: "", postalCode: "49000", city: "Angers" },
      contact: { firstname: "Léa", lastname: "Martin", email: "lea@lys.fr", phone: "", phoneCode: "33" },
    };
    expect(companyBody(typed)).toMatchObject({
      address: { street: "2 chemin des Lys", postalCode: "49000", city: "Angers" },
      contact: { firstname: "Léa", lastname: "Martin", email: "lea@lys.fr", phone: undefined, phoneCode: "33" },
    });
    const blank = { ...values, address: { street: "", secondaryUnit: "", postalCode: "", city: "", countryCode: "FR" } };
    expect(companyBody(blank)).toMatchObject({ address: null, contact: null });
  });

  it("keeps a pending SIRET only for a company whose SIRET is still empty", () => {
    const pending = { ...companyFormValues("v-1", stored), siret: "", siretPending: true };
    expect(companyBody(pending)).toMatchObject({ siret: null, siretPending: true });
    // Once the SIRET is typed, the mention goes.
    expect(companyBody({ ...pending, siret: "73282932000074" })).toMatchObject({ siretPending: false });
    expect(companyBody({ ...pending, type: "INTERMITTENT" })).not.toHaveProperty("siretPending");
  });
});
