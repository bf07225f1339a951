import type { addressOutputSchema, RouteBody, vendorProfileContract } from "@cortege/domain";
import {
  addressSchema,
  blankCompanyDetails,
  checkMandatoryMentions,
  companyMessages,
  isPostalAddressComplete,
  isValidSiren,
  type LegalForm,
  mentionMessages,
  normalizeIdentifier,
  sellerPartyOf,
  vendorCompanyUpdateSchema,
} from "@cortege/domain";
import type { z } from "zod";
import type { VendorCompany } from "../../showcase/api/use-company.ts";

/** The fields the missing-information dialog may ask for (part 2 §2 and §5). */
export const missingInfoFields = [
  "corporateName",
  "tradeName",
  "contactFirstname",
  "contactLastname",
  "contactEmail",
  "street",
  "postalCode",
  "city",
  "siren",
  "siret",
  "legalForm",
  "shareCapital",
  "rcsNumber",
  "registrationCourt",
  "vatNumber",
  "vatMention",
  "clientStreet",
  "clientPostalCode",
  "clientCity",
  "clientSiren",
] as const;
export type MissingInfoField = (typeof missingInfoFields)[number];

/** What the dialog edits, as typed. `vatMention` goes to the quote config, the rest to the company. */
export type MissingInfoValues = {
  corporateName: string;
  tradeName: string;
  contactFirstname: string;
  contactLastname: string;
  contactEmail: string;
  street: string;
  postalCode: string;
  city: string;
  siren: string;
  siret: string;
  siretPending: boolean;
  legalForm: LegalForm | null;
  shareCapital: number | null;
  rcsNumber: string;
  registrationCourt: string;
  vatNumber: string;
  vatMention: string;
  /** The client's postal address, when the document's client lacks it. */
  clientStreet: string;
  clientPostalCode: string;
  clientCity: string;
  /** A professional client's SIREN, when its invoices need it (e-invoicing reform). */
  clientSiren: string;
};

/** The VAT side of the quote config the invoice prints. */
export type VatSettings = { isVat: boolean; vatMention: string | null };

type Address = { street?: string | null; postalCode?: string | null; city?: string | null; [key: string]: unknown };
// The head office; before it had its own place, the address lived on the contact.
const addressOf = (company: VendorCompany | null) => (company?.address ?? company?.contact?.address ?? null) as Address | null;

/** A vendor without a company yet is asked for everything, as a company (the most common type). */
export const emptyCompany: VendorCompany = {
  corporateName: "",
  tradeName: "",
  type: "COMPANY",
  ...blankCompanyDetails,
  siretPending: false,
  address: null,
};

export function missingInfoValues(
  company: VendorCompany,
  vat: VatSettings,
  clientAddress: Address | null = null,
): MissingInfoValues {
  const address = addressOf(company);
  return {
    corporateName: company.corporateName,
    tradeName: company.tradeName,
    contactFirstname: company.contact?.firstname ?? "",
    contactLastname: company.contact?.lastname ?? "",
    contactEmail: company.contact?.email ?? "",
    street: address?.street ?? "",
    postalCode: address?.postalCode ?? "",
    city: address?.city ?? "",
    siren: company.siren ?? "",
    siret: company.siret ?? "",
    siretPending: company.siretPending === true,
    legalForm: company.legalForm,
    shareCapital: company.shareCapital,
    rcsNumber: company.rcsNumber ?? "",
    registrationCourt: company.registrationCourt ?? "",
    vatNumber: company.vatNumber ?? "",
    vatMention: vat.vatMention ?? "",
    clientStreet: clientAddress?.street ?? "",
    clientPostalCode: clientAddress?.postalCode ?? "",
    clientCity: clientAddress?.city ?? "",
    clientSiren: "",
  };
}

const orNull = (value: string) => (value.trim() === "" ? null : value.trim());

/** The company as it will be saved: the stored one with what was typed in the dialog. */
export function mergedCompany(company: VendorCompany, v: MissingInfoValues): VendorCompany {
  const stored = addressOf(company);
  const typed = [v.street, v.postalCode, v.city].some((x) => x.trim() !== "");
  const address = typed
    ? { ...(stored ?? {}), street: v.street.trim(), postalCode: v.postalCode.trim(), city: v.city.trim() }
    : (company.address ?? null);
  const contactTyped = [v.contactFirstname, v.contactLastname, v.contactEmail].some((x) => x.trim() !== "");
  const contact =
    company.contact || contactTyped
      ? {
          ...(company.contact ?? { phoneCode: "33" }),
          firstname: v.contactFirstname.trim(),
          lastname: v.contactLastname.trim(),
          email: v.contactEmail.trim(),
        }
      : null;
  const pending = company.type === "COMPANY" && v.siretPending && v.siret.trim() === "";
  return {
    ...company,
    corporateName: v.corporateName.trim(),
    tradeName: v.tradeName.trim(),
    siren: orNull(v.siren),
    siret: pending ? null : orNull(v.siret),
    siretPending: pending,
    legalForm: v.legalForm,
    shareCapital: v.shareCapital,
    rcsNumber: orNull(v.rcsNumber),
    registrationCourt: orNull(v.registrationCourt),
    vatNumber: orNull(v.vatNumber),
    address: address as VendorCompany["address"],
    contact: contact as VendorCompany["contact"],
  };
}

const fieldsOfCode: Record<string, readonly MissingInfoField[]> = {
  SELLER_NAME: ["corporateName"],
  SELLER_ADDRESS: ["street", "postalCode", "city"],
  SELLER_SIREN: ["siren"],
  SELLER_SIRET: ["siret"],
  SELLER_LEGAL_FORM: ["legalForm"],
  SELLER_SHARE_CAPITAL: ["shareCapital"],
  SELLER_RCS: ["rcsNumber", "registrationCourt"],
  SELLER_VAT_NUMBER: ["vatNumber"],
  VAT_EXEMPTION_MENTION: ["vatMention"],
};

/** A missing piece of company data, with the domain's French message. */
export type MissingInfo = { code: string; message: string; fields: readonly MissingInfoField[] };

/**
 * What a French invoice needs of the seller that the company lacks (domain checkMandatoryMentions on
 * an invoice to a business client above 150 €, the strictest case, so that no document of any kind
 * is refused afterwards). The client, lines and dates are the editor's; only the seller is checked.
 */
export function missingInvoiceInfo(company: VendorCompany, vat: VatSettings): MissingInfo[] {
  const address = { street: "1 rue de la Paix", postalCode: "75002", city: "Paris" };
  const check = checkMandatoryMentions({
    quoteType: "INVOICE",
    // The seller as the API reads it for the mentions, the PDF and the Factur-X (document-parties.ts).
    seller: sellerPartyOf(company as unknown as Record<string, unknown>),
    isVat: vat.isVat,
    vatMention: vat.vatMention,
    client: { type: "PROFESSIONAL", name: "Client", address },
    date: "2026-01-01",
    dueDate: "2026-01-31",
    lines: [{ name: "Prestation", group: vat.isVat ? "TAX_20" : "TAX_0" }],
    totalExcludingTaxCents: 1_000_000,
    latePaymentPenalties: "-",
  });
  const missing = check.missing
    .filter((m) => fieldsOfCode[m.code])
    .map((m) => ({ code: m.code, message: m.message, fields: fieldsOfCode[m.code] as readonly MissingInfoField[] }));
  // vendor/company/update also needs the trade name; a company without a contact needs one for its address.
  if (company.tradeName.trim() === "") {
    missing.unshift({ code: "TRADE_NAME", message: companyMessages.tradeNameRequired, fields: ["tradeName"] });
  }
  return missing;
}

/** A client as the missing-information flow reads it: is it a business, and its SIREN. */
export type ClientIdentity = { professional: boolean; siren: string | null };

/**
 * What the document's client lacks for an invoice: its postal address (reference §1.2 #3) and, for a French
 * business, its SIREN (e-invoicing reform: required on every invoice to a business; a foreign one has none).
 */
export function missingClientInfo(
  clientAddress: Address | null,
  hasClient: boolean,
  identity: ClientIdentity | null = null,
): MissingInfo[] {
  if (!hasClient) return [];
  const missing: MissingInfo[] = [];
  if (!isPostalAddressComplete(clientAddress)) {
    missing.push({
      code: "CLIENT_ADDRESS",
      message: mentionMessages.clientAddress,
      fields: ["clientStreet", "clientPostalCode", "clientCity"],
    });
  }
  const country = typeof clientAddress?.countryCode === "string" ? clientAddress.countryCode : "FR";
  if (identity?.professional && country === "FR" && !identity.siren?.trim()) {
    missing.push({ code: "CLIENT_SIREN", message: mentionMessages.clientSiren, fields: ["clientSiren"] });
  }
  return missing;
}

/** The client's address as the dialog typed it, over the one stored. */
export function typedClientAddress(stored: Address | null, v: MissingInfoValues): Address {
  return { ...(stored ?? {}), street: v.clientStreet.trim(), postalCode: v.clientPostalCode.trim(), city: v.clientCity.trim() };
}

/** The fields to show: those missing at first, and those the answers make necessary (a legal form with a capital…). */
export function fieldsToAsk(initial: readonly MissingInfo[], current: readonly MissingInfo[]): MissingInfoField[] {
  const asked = new Set([...initial, ...current].flatMap((m) => m.fields));
  return missingInfoFields.filter((f) => asked.has(f));
}

export type MissingInfoIssue = { field: MissingInfoField; message: string };

const pathField: Record<string, MissingInfoField> = {
  corporateName: "corporateName",
  tradeName: "tradeName",
  siren: "siren",
  siret: "siret",
  legalForm: "legalForm",
  shareCapital: "shareCapital",
  rcsNumber: "rcsNumber",
  registrationCourt: "registrationCourt",
  vatNumber: "vatNumber",
  "contact.firstname": "contactFirstname",
  "contact.lastname": "contactLastname",
  "contact.email": "contactEmail",
  "contact.address.street": "street",
  "contact.address.postalCode": "postalCode",
  "contact.address.city": "city",
  "address.street": "street",
  "address.postalCode": "postalCode",
  "address.city": "city",
};

type StoredAddress = z.output<typeof addressOutputSchema>;

/** A stored address sent back: the server answers absent parts as null but takes them only as absent. */
function addressInput(address: StoredAddress) {
  return {
    street: address.street ?? undefined,
    secondaryUnit: address.secondaryUnit ?? undefined,
    city: address.city ?? undefined,
    postalCode: address.postalCode ?? undefined,
    countryCode: address.countryCode ?? undefined,
    stateOrProvince: address.stateOrProvince ?? undefined,
    department: address.department ?? undefined,
    longitude: address.longitude ?? undefined,
    latitude: address.latitude ?? undefined,
  };
}

/** The body of vendor/company/update for the merged company (the server keeps its type's fields). */
export function companyUpdateBody(
  vendorId: string,
  company: VendorCompany,
): RouteBody<typeof vendorProfileContract.updateCompany> {
  const { contact, address, ...rest } = company;
  return {
    ...rest,
    vendorId,
    siretPending: rest.siretPending ?? undefined,
    address: address ? addressInput(address) : null,
    contact: contact
      ? { ...contact, phone: contact.phone ?? undefined, address: contact.address ? addressInput(contact.address) : undefined }
      : null,
  };
}

/**
 * The dialog's answers checked as the server will check them (vendor/company/update's schema, the
 * SIRET rule lifted while it is pending), then against the invoice's needs: one message per field.
 */
export function missingInfoIssues(
  vendorId: string,
  company: VendorCompany,
  values: MissingInfoValues,
  vat: VatSettings,
  asked: readonly MissingInfoField[],
): MissingInfoIssue[] {
  const issues: MissingInfoIssue[] = [];
  const add = (field: MissingInfoField, message: string) => {
    if (!issues.some((i) => i.field === field)) issues.push({ field, message });
  };
  const merged = mergedCompany(company, values);
  const parsed = vendorCompanyUpdateSchema.safeParse(companyUpdateBody(vendorId, merged));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = pathField[issue.path.join(".")];
      if (field) add(field, issue.message);
      else if (asked.length > 0) add(asked[0] as MissingInfoField, issue.message);
    }
  }
  if (asked.includes("clientSiren")) {
    const siren = normalizeIdentifier(values.clientSiren);
    if (siren === "") add("clientSiren", mentionMessages.clientSiren);
    else if (!/^\d{9}$/.test(siren)) add("clientSiren", companyMessages.sirenInvalid);
    else if (!isValidSiren(siren)) add("clientSiren", companyMessages.sirenChecksum);
  }
  if (asked.includes("clientStreet")) {
    const clientFields = [
      ["clientStreet", values.clientStreet],
      ["clientPostalCode", values.clientPostalCode],
      ["clientCity", values.clientCity],
    ] as const;
    for (const [field, value] of clientFields) {
      if (value.trim() === "") add(field, mentionMessages.clientAddress);
    }
    const typed = addressSchema.safeParse({ postalCode: values.clientPostalCode.trim() || undefined });
    if (!typed.success) add("clientPostalCode", typed.error.issues[0]?.message ?? mentionMessages.clientAddress);
  }
  const still = missingInvoiceInfo(merged, { isVat: vat.isVat, vatMention: orNull(values.vatMention) });
  for (const missing of still) {
    for (const field of missing.fields) {
      const empty = field === "legalForm" || field === "shareCapital" ? values[field] === null : values[field].trim() === "";
      if (empty) add(field, missing.code === "SELLER_ADDRESS" ? mentionMessages.sellerAddress : missing.message);
    }
  }
  return issues;
}
