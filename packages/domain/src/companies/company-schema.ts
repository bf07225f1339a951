import { z } from "zod";
import { contactWithoutPhoneSchema } from "../contact/contact.ts";
import { optionalText, requiredText } from "../text/plain-text.ts";
import { companyTypes } from "../vendors/vendor-types.ts";
import { legalForms } from "./legal-forms.ts";
import { companyMessages as m } from "./messages.ts";

// Users paste "123 456 789": spaces are dropped before the digits are counted.
const registrationNumber = z
  .string()
  .max(40, m.sirenInvalid)
  .nullish()
  .transform((v) => (v ? v.replace(/\s+/g, "").toUpperCase() : null));

const companyFields = z.object({
  corporateName: requiredText(200, m.corporateNameRequired),
  tradeName: requiredText(200, m.tradeNameRequired),
  type: z.enum(companyTypes).catch("COMPANY").default("COMPANY"),
  siren: registrationNumber,
  siret: registrationNumber,
  nafCode: optionalText(20),
  vatNumber: optionalText(30),
  rcsNumber: optionalText(60),
  registrationCourt: optionalText(120),
  rmNumber: optionalText(60),
  rmDepartment: optionalText(60),
  shareCapital: z.number().min(0, m.shareCapitalInvalid).max(1e12, m.shareCapitalInvalid).nullish().default(null),
  mainActivity: optionalText(300),
  rnaNumber: registrationNumber,
  gusoNumber: registrationNumber,
  creationDate: z.iso.date({ error: m.creationDateInvalid }).nullish().default(null),
  isVatSubject: z.boolean().nullish().default(null),
  legalForm: z.enum(legalForms).nullish().catch(null).default(null),
  contact: contactWithoutPhoneSchema.nullish().default(null),
});
export type Company = z.output<typeof companyFields>;

export type CompanyRuleOptions = {
  /** The missing-information flow lets a company go without its SIRET while it is being assigned. */
  skipSiret?: boolean;
};

/** The identifier rules of each company type (part 1 §5), as issues on the fields they concern. */
export function companyIssues(company: Company, options: CompanyRuleOptions = {}): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const check = (path: keyof Company, value: string | null, pattern: RegExp, required: string, invalid: string) => {
    if (!value) issues.push({ path, message: required });
    else if (!pattern.test(value)) issues.push({ path, message: invalid });
  };
  switch (company.type) {
    case "COMPANY":
      check("siren", company.siren, /^\d{9}$/, m.sirenRequired, m.sirenInvalid);
      if (!options.skipSiret) check("siret", company.siret, /^\d{14}$/, m.siretRequired, m.siretInvalid);
      break;
    case "ASSOCIATION":
      check("rnaNumber", company.rnaNumber, /^W\d{9}$/, m.rnaRequired, m.rnaInvalid);
      break;
    case "INTERMITTENT":
      check("gusoNumber", company.gusoNumber, /^\d{8,10}$/, m.gusoRequired, m.gusoInvalid);
      break;
  }
  return issues;
}

/** A company with its names, its contact (valid without phone) and the rules of its type. */
export function makeCompanySchema(options: CompanyRuleOptions = {}) {
  return companyFields.superRefine((company, ctx) => {
    for (const issue of companyIssues(company, options)) {
      ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
    }
  });
}

export const companySchema = makeCompanySchema();
const nullableText = z.string().nullable();

/** A company as answered. */
export const companyOutputSchema = z.object({
  corporateName: z.string(),
  tradeName: z.string(),
  type: z.enum(companyTypes),
  siren: nullableText,
  siret: nullableText,
  nafCode: nullableText,
  vatNumber: nullableText,
  rcsNumber: nullableText,
  registrationCourt: nullableText,
  rmNumber: nullableText,
  rmDepartment: nullableText,
  shareCapital: z.number().nullable(),
  mainActivity: nullableText,
  rnaNumber: nullableText,
  gusoNumber: nullableText,
  creationDate: nullableText,
  isVatSubject: z.boolean().nullable(),
  legalForm: z.enum(legalForms).nullable(),
  contact: z
    .object({
      firstname: z.string(),
      lastname: z.string(),
      email: z.string(),
      phone: z.string().nullish(),
      phoneCode: z.string(),
      address: z.record(z.string(), z.unknown()).nullish(),
    })
    .nullable(),
});
