import {
  type Company,
  type CompanyType,
  companyFieldsForType,
  DEFAULT_PHONE_CODE,
  type LegalForm,
  type RouteBody,
  type vendorProfileContract,
} from "@cortege/domain";
import type { CompanyRegistrationValues } from "../../../components/company-registration-values.ts";
import { type AddressValues, addressBody, addressValues } from "../../../components/postal-address-values.ts";
import type { VendorCompany } from "../api/use-company.ts";

/** Who answers for the company, printed on its documents (the phone is optional, part 1 §5). */
export type CompanyContactValues = { firstname: string; lastname: string; email: string; phone: string; phoneCode: string };

/** What /vitrine/entreprise edits: the body of vendor/company/update, as typed ("" for an empty text). */
export type CompanyFormValues = CompanyRegistrationValues & {
  vendorId: string;
  corporateName: string;
  tradeName: string;
  type: CompanyType;
  legalForm: LegalForm | null;
  isVatSubject: boolean;
  /** A company still waiting for its SIRET (documents then say so); only while the SIRET is empty. */
  siretPending: boolean;
  /** The head office, printed on quotes and invoices. */
  address: AddressValues;
  contact: CompanyContactValues;
  /** The contact's own address is not edited here: sent back as it is. */
  contactAddress: NonNullable<VendorCompany["contact"]>["address"] | null;
};

export type CompanyField = Exclude<
  keyof CompanyFormValues,
  "vendorId" | "corporateName" | "tradeName" | "type" | "contact" | "siretPending" | "address" | "contactAddress"
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
    // Before the head office had its own place, the address lived on the contact.
    address: addressValues(company.address ?? company.contact?.address),
    contact: {
      firstname: text(company.contact?.firstname ?? null),
      lastname: text(company.contact?.lastname ?? null),
      email: text(company.contact?.email ?? null),
      phone: text(company.contact?.phone ?? null),
      phoneCode: company.contact?.phoneCode || DEFAULT_PHONE_CODE,
    },
    contactAddress: company.contact?.address ?? null,
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
  address: null,
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
        !["corporateName", "tradeName", "type", "contact", "address"].includes(key) &&
        kept[key] !== null &&
        kept[key] === probe[key],
    ),
  );
}

/** The body of the call: the fields of the chosen type only; the server empties the others anyway. */
export function companyBody(values: CompanyFormValues): RouteBody<typeof vendorProfileContract.updateCompany> {
  const fields = companyFieldsOf(values.type);
  // A field of another type is left out; an empty text is sent as null.
  const kept = <K extends CompanyField>(field: K): Exclude<CompanyFormValues[K], ""> | null | undefined => {
    if (!fields.has(field)) return undefined;
    const value = values[field];
    return value === "" ? null : (value as Exclude<CompanyFormValues[K], "">);
  };
  return {
    vendorId: values.vendorId,
    corporateName: values.corporateName,
    tradeName: values.tradeName,
    type: values.type,
    address: addressBody(values.address) ?? null,
    contact: contactBody(values),
    legalForm: kept("legalForm"),
    siren: kept("siren"),
    siret: kept("siret"),
    nafCode: kept("nafCode"),
    vatNumber: kept("vatNumber"),
    rcsNumber: kept("rcsNumber"),
    registrationCourt: kept("registrationCourt"),
    rmNumber: kept("rmNumber"),
    rmDepartment: kept("rmDepartment"),
    shareCapital: kept("shareCapital"),
    mainActivity: kept("mainActivity"),
    rnaNumber: kept("rnaNumber"),
    gusoNumber: kept("gusoNumber"),
    creationDate: kept("creationDate"),
    isVatSubject: kept("isVatSubject") ?? undefined,
    // The pending flag is sent only with a SIRET field (the server empties it otherwise).
    ...(fields.has("siret")
      ? { siretPending: values.type === "COMPANY" && values.siretPending && values.siret.trim() === "" }
      : {}),
  };
}

/** No contact when none of its fields is typed; otherwise the whole of it, checked by the schema. */
function contactBody(values: CompanyFormValues): RouteBody<typeof vendorProfileContract.updateCompany>["contact"] {
  const c = values.contact;
  const typed = [c.firstname, c.lastname, c.email, c.phone].some((v) => v.trim() !== "");
  if (!typed) return null;
  return {
    firstname: c.firstname,
    lastname: c.lastname,
    email: c.email,
    phone: c.phone.trim() === "" ? undefined : c.phone,
    phoneCode: c.phoneCode,
    address: values.contactAddress ?? undefined,
  };
}
