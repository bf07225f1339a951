import { z } from "zod";
import { type Company, companyOutputSchema, companySchema } from "../companies/company-schema.ts";
import { vendorMessages } from "./messages.ts";
import type { CompanyType } from "./vendor-types.ts";

/**
 * The company fields each type keeps (vendor/company/update, "fields filtered by company type"): a
 * company keeps its register numbers, an association its RNA number (and SIREN/SIRET and VAT when it
 * has an economic activity), an intermittent performer only the GUSO number. The others are emptied.
 */
const keptByType: Record<CompanyType, readonly (keyof Company)[]> = {
  COMPANY: [
    "siren",
    "siret",
    "nafCode",
    "vatNumber",
    "rcsNumber",
    "registrationCourt",
    "rmNumber",
    "rmDepartment",
    "shareCapital",
    "mainActivity",
    "creationDate",
    "isVatSubject",
    "legalForm",
    "siretPending",
  ],
  ASSOCIATION: ["rnaNumber", "siren", "siret", "nafCode", "vatNumber", "mainActivity", "creationDate", "isVatSubject"],
  INTERMITTENT: ["gusoNumber", "mainActivity"],
};
const common: readonly (keyof Company)[] = ["corporateName", "tradeName", "type", "contact", "address"];

export function companyFieldsForType(company: Company): Company {
  const kept = new Set([...common, ...keptByType[company.type]]);
  const filtered = { ...company };
  for (const key of Object.keys(filtered) as (keyof Company)[]) {
    if (!kept.has(key)) (filtered as Record<string, unknown>)[key] = null;
  }
  if (company.type === "ASSOCIATION") filtered.legalForm = "Association";
  // The pending flag only means something while a company has no SIRET yet.
  if ("siretPending" in filtered)
    filtered.siretPending = company.type === "COMPANY" && company.siretPending === true && !company.siret;
  return filtered;
}

/** POST vendor/company/update: the company fields plus vendorId, checked by type (part 1 §5), filtered by type. */
export const vendorCompanyUpdateSchema = companySchema
  .safeExtend({ vendorId: z.uuid({ error: vendorMessages.vendorNotFound }) })
  .transform(({ vendorId, ...company }) => ({ vendorId, company: companyFieldsForType(company as Company) }));

export const vendorCompanySchema = companyOutputSchema;
