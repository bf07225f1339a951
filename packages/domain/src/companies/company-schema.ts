import { z } from "zod";
import { addressOutputSchema, addressSchema } from "../contact/address.ts";
import { contactOutputSchema, contactWithoutPhoneSchema } from "../contact/contact.ts";
import { calendarDateSchema } from "../documents/calendar-dates.ts";
import { hasInvalidCharacters, optionalText, requiredText, textMessages } from "../text/plain-text.ts";
import { companyTypes } from "../vendors/vendor-types.ts";
import { checkVatNumber, isValidSiren, isValidSiret, normalizeIdentifier } from "./identifiers.ts";
import { legalForms } from "./legal-forms.ts";
import { companyMessages as m } from "./messages.ts";

// Users paste "123 456 789": spaces (and dots, dashes) are dropped before the digits are counted.
const registrationNumber = z
  .string()
  .max(40, m.sirenInvalid)
  .refine((v) => !hasInvalidCharacters(v), textMessages.invalidCharacter)
  .nullish()
  .transform((v) => (v ? normalizeIdentifier(v) || null : null));

const companyFields = z.object({
  corporateName: requiredText(200, m.corporateNameRequired),
  tradeName: requiredText(200, m.tradeNameRequired),
  type: z.enum(companyTypes).catch("COMPANY").default("COMPANY"),
  siren: registrationNumber,
  siret: registrationNumber,
  nafCode: optionalText(20),
  vatNumber: optionalText(30).transform((v) => (v ? normalizeIdentifier(v) || null : null)),
  rcsNumber: optionalText(60),
  registrationCourt: optionalText(120),
  rmNumber: optionalText(60),
  rmDepartment: optionalText(60),
  shareCapital: z.number().min(0, m.shareCapitalInvalid).max(1e12, m.shareCapitalInvalid).nullish().default(null),
  mainActivity: optionalText(300),
  rnaNumber: registrationNumber,
  gusoNumber: registrationNumber,
  creationDate: calendarDateSchema(m.creationDateInvalid).nullish().default(null),
  isVatSubject: z.boolean().nullish().default(null),
  legalForm: z.enum(legalForms).nullish().catch(null).default(null),
  contact: contactWithoutPhoneSchema.nullish().default(null),
  /** The head office (siège social): the address invoices print for the company (part 1 §3 Address). */
  address: addressSchema.nullish().default(null),
  /**
   * The missing-information flow (part 2 §2 and §5): the SIRET is being assigned, the rules let it be
   * empty and documents print "Attribution du numéro SIRET en cours".
   */
  siretPending: z.boolean().optional(),
});
export type Company = z.output<typeof companyFields>;

export type CompanyRuleOptions = {
  /** The missing-information flow lets a company go without its SIRET while it is being assigned. */
  skipSiret?: boolean;
};

/**
 * The identifier rules of each company type (part 1 §5), as issues on the fields they concern: SIREN and
 * SIRET with their Luhn check (La Poste excepted), the SIRET starting with the SIREN, the RNA and GUSO
 * formats, and an intra-community VAT number's key when one is given.
 */
export function companyIssues(company: Company, options: CompanyRuleOptions = {}): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const add = (path: keyof Company, message: string) => issues.push({ path, message });
  /** True when the value is present, well-formed and passes its checksum; otherwise the issue is recorded. */
  const check = (
    path: keyof Company,
    value: string | null,
    format: RegExp,
    messages: { required: string; invalid: string; checksum?: string },
    passesChecksum: (v: string) => boolean = () => true,
  ): value is string => {
    if (!value) add(path, messages.required);
    else if (!format.test(value)) add(path, messages.invalid);
    else if (!passesChecksum(value)) add(path, messages.checksum ?? messages.invalid);
    else return true;
    return false;
  };
  switch (company.type) {
    case "COMPANY": {
      const { siren, siret } = company;
      const sirenOk = check(
        "siren",
        siren,
        /^\d{9}$/,
        { required: m.sirenRequired, invalid: m.sirenInvalid, checksum: m.sirenChecksum },
        isValidSiren,
      );
      // The missing-information flow only lifts the requirement: a SIRET that is given is still checked.
      if ((options.skipSiret || company.siretPending === true) && !siret) break;
      const siretOk = check(
        "siret",
        siret,
        /^\d{14}$/,
        { required: m.siretRequired, invalid: m.siretInvalid, checksum: m.siretChecksum },
        isValidSiret,
      );
      if (sirenOk && siretOk && !siret.startsWith(siren)) add("siret", m.siretSirenMismatch);
      break;
    }
    case "ASSOCIATION":
      check("rnaNumber", company.rnaNumber, /^W\d{9}$/, { required: m.rnaRequired, invalid: m.rnaInvalid });
      break;
    case "INTERMITTENT":
      check("gusoNumber", company.gusoNumber, /^\d{8,10}$/, { required: m.gusoRequired, invalid: m.gusoInvalid });
      break;
  }
  if (company.vatNumber) {
    const vat = checkVatNumber(company.vatNumber);
    if (vat.status === "invalid-format" || vat.status === "invalid-siren") add("vatNumber", m.vatNumberInvalid);
    else if (vat.status === "wrong-key") add("vatNumber", m.vatNumberKeyInvalid);
    else if (vat.status !== "foreign" && company.siren && /^\d{9}$/.test(company.siren) && vat.siren !== company.siren) {
      add("vatNumber", m.vatNumberSirenMismatch);
    }
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
  siretPending: z.boolean().nullish(),
  address: addressOutputSchema.nullish(),
  contact: contactOutputSchema.nullable(),
});
export type CompanyOutput = z.infer<typeof companyOutputSchema>;
