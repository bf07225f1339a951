import type { CompanyOutput } from "./company-schema.ts";

/**
 * A company's details before any is filled: what the API completes a stored company with, and what the web starts
 * from for a vendor without a company yet.
 * Apart from the schemas so that the web can start from it without building them (zod and libphonenumber-js).
 */
export const blankCompanyDetails = {
  siren: null,
  siret: null,
  nafCode: null,
  vatNumber: null,
  rcsNumber: null,
  registrationCourt: null,
  rmNumber: null,
  rmDepartment: null,
  shareCapital: null,
  mainActivity: null,
  rnaNumber: null,
  gusoNumber: null,
  creationDate: null,
  isVatSubject: null,
  legalForm: null,
  contact: null,
} satisfies Omit<CompanyOutput, "corporateName" | "tradeName" | "type" | "siretPending" | "address">;
