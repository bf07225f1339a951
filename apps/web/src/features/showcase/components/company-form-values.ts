import { type Company, type CompanyType, companyFieldsForType, type LegalForm } from "@cortege/domain";
import type { VendorCompany } from "../api/use-company.ts";

/** What /vitrine/entreprise edits: the body of vendor/company/update, as typed ("" for an empty text). */
export type CompanyFormValues = {
  vendorId: string;
  corporateName: string;
  tradeName: string;
  type: CompanyType;
  legalForm: LegalForm | null;
  siren: string;
  siret: string;
  nafCode: string;
  vatNumber: string;
  rcsNumber: string;
  registrationCourt: string;
  rmNumber: string;
  rmDepartment: string;
  shareCapital: number | null;
  mainActivity: string;
  rnaNumber: string;
  gusoNumber: string;
  creationDate: string | null;
  isVatSubject: boolean;
  /** A company still waiting for its SIRET (documents then say so); only while the SIRET is empty. */
  siretPending: boolean;
  /** Not edited here: sent back as it is. */
  contact: VendorCompany["contact"];
};

export type CompanyField = Exclude<
  keyof CompanyFormValues,
  "vendorId" | "corporateName" | "tradeName" | "type" | "contact" | "siretPending"
>;

const text = (value: string | null) => value ?? "";

export function companyFormValues(vendorId: string, company: VendorCompany): CompanyFormValues {
  return {
    vendorId,
    corporateName: company.corporateName,
    tradeName: company.tradeName,
    type: company.type,
    legalForm: company.legalForm,
    siren: text(company.siren),
    siret: text(company.siret),
    nafCode: text(company.nafCode),
    vatNumber: text(company.vatNumber),
    rcsNumber: text(company.rcsNumber),
    registrationCourt: text(company.registrationCourt),
    rmNumber: text(company.rmNumber),
    rmDepartment: text(company.rmDepartment),
    shareCapital: company.shareCapital,
    mainActivity: text(company.mainActivity),
    rnaNumber: text(company.rnaNumber),
    gusoNumber: text(company.gusoNumber),
    creationDate: company.creationDate,
    isVatSubject: company.isVatSubject ?? false,
    siretPending: company.siretPending === true,
    contact: company.contact,
  };
}

/** Every optional field filled, to ask the domain which ones a type keeps. */
const probe: Company = {
  corporateName: "x",
  tradeName: "x",
  type: "COMPANY",
  legalForm: "SAS",
  siren: "x",
  siret: "x",
  nafCode: "x",
  vatNumber: "x",
  rcsNumber: "x",
  registrationCourt: "x",
  rmNumber: "x",
  rmDepartment: "x",
  shareCapital: 1,
  mainActivity: "x",
  rnaNumber: "x",
  gusoNumber: "x",
  creationDate: "2000-01-01",
  isVatSubject: true,
  contact: null,
};

/**
 * The fields a company type keeps, as the domain filters them on the server (vendor/company/update): a
 * field the server would empty or force (an association's legal form) is not offered.
 */
export function companyFieldsOf(type: CompanyType): Set<CompanyField> {
  const kept = companyFieldsForType({ ...probe, type });
  return new Set(
    (Object.keys(probe) as (keyof Company)[]).filter(
      (key): key is CompanyField =>
        !["corporateName", "tradeName", "type", "contact"].includes(key) && kept[key] !== null && kept[key] === probe[key],
    ),
  );
}

/** The body of the call: the fields of the chosen type only; the server empties the others anyway. */
export function companyBody(values: CompanyFormValues): Record<string, unknown> {
  const fields = companyFieldsOf(values.type);
  const body: Record<string, unknown> = {
    vendorId: values.vendorId,
    corporateName: values.corporateName,
    tradeName: values.tradeName,
    type: values.type,
    contact: values.contact
      ? {
          ...values.contact,
          phone: values.contact.phone ?? undefined,
          address: values.contact.address ?? undefined,
        }
      : null,
  };
  for (const field of fields) {
    const value = values[field];
    body[field] = value === "" ? null : value;
  }
  if (fields.has("siret")) body.siretPending = values.type === "COMPANY" && values.siretPending && values.siret.trim() === "";
  return body;
}
