import {
  type Client,
  type ClientAttachment,
  type ClientContact,
  type ClientSource,
  type ClientStatus,
  type ClientType,
  type CompanyType,
  DEFAULT_CLIENT_STATUS,
  DEFAULT_PHONE_CODE,
  defaultClientName,
  type IndividualClientCreateInput,
  type LegalForm,
  type ProfessionalClientCreateInput,
} from "@cortege/domain";
import type { CompanyRegistrationValues } from "../../../components/company-registration-values.ts";
import { type AddressValues, addressBody, addressValues, emptyAddress } from "../../../components/postal-address-values.ts";

export type ContactValues = {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  phoneCode: string;
  address: AddressValues;
};

export type CompanyValues = CompanyRegistrationValues & {
  corporateName: string;
  tradeName: string;
  type: CompanyType;
  isVatSubject: boolean | null;
  legalForm: LegalForm | null;
  /** The head office, printed on the documents addressed to the client. */
  address: AddressValues;
  contact: Record<string, unknown> | null;
};

/** What the client panel edits: the fields of the create/update calls, as typed. */
export type ClientFormValues = {
  vendorId: string;
  clientId?: string | undefined;
  type: ClientType;
  name: string;
  contacts: ContactValues[];
  source: ClientSource | null;
  status: ClientStatus;
  note: string;
  company: CompanyValues;
  attachments: ClientAttachment[];
};

export const emptyContact = (): ContactValues => ({
  firstname: "",
  lastname: "",
  email: "",
  phone: "",
  phoneCode: DEFAULT_PHONE_CODE,
  address: emptyAddress(),
});

export const emptyCompany = (): CompanyValues => ({
  corporateName: "",
  tradeName: "",
  type: "COMPANY",
  siren: "",
  siret: "",
  nafCode: "",
  vatNumber: "",
  rcsNumber: "",
  registrationCourt: "",
  rmNumber: "",
  rmDepartment: "",
  shareCapital: null,
  mainActivity: "",
  rnaNumber: "",
  gusoNumber: "",
  creationDate: null,
  isVatSubject: null,
  legalForm: null,
  address: emptyAddress(),
  contact: null,
});

export function emptyClientValues(vendorId: string, type: ClientType = "INDIVIDUAL"): ClientFormValues {
  return {
    vendorId,
    type,
    name: "",
    contacts: [emptyContact()],
    source: null,
    status: DEFAULT_CLIENT_STATUS,
    note: "",
    company: emptyCompany(),
    attachments: [],
  };
}

/** Keeps only the parts of an answered object that were filled: the input schemas take no null there. */
function filled<T extends object>(value: T | null | undefined): Record<string, string | number> | undefined {
  if (!value) return undefined;
  const entries = Object.entries(value).filter(([, v]) => v !== null && v !== undefined && v !== "");
  return entries.length > 0 ? (Object.fromEntries(entries) as Record<string, string | number>) : undefined;
}

function contactValues(contact: ClientContact): ContactValues {
  return {
    firstname: contact.firstname,
    lastname: contact.lastname,
    email: contact.email,
    phone: contact.phone,
    phoneCode: contact.phoneCode || DEFAULT_PHONE_CODE,
    address: addressValues(contact.address),
  };
}

/** The client as the panel edits it; what the panel does not show (attachments, company contact) is sent back as it is. */
export function clientFormValues(vendorId: string, client: Client): ClientFormValues {
  const c = client.company;
  const text = (v: string | null) => v ?? "";
  return {
    vendorId,
    clientId: client.clientId,
    type: client.type,
    // A name the server derived stays derived: left empty, it follows the contacts or the trade name.
    name: client.name === defaultClientName(client.contacts, client.company) ? "" : client.name,
    contacts: client.contacts.length > 0 ? client.contacts.map(contactValues) : [emptyContact()],
    source: client.source,
    status: client.status,
    note: text(client.note),
    company: c
      ? {
          corporateName: c.corporateName,
          tradeName: c.tradeName,
          type: c.type,
          siren: text(c.siren),
          siret: text(c.siret),
          nafCode: text(c.nafCode),
          vatNumber: text(c.vatNumber),
          rcsNumber: text(c.rcsNumber),
          registrationCourt: text(c.registrationCourt),
          rmNumber: text(c.rmNumber),
          rmDepartment: text(c.rmDepartment),
          shareCapital: c.shareCapital,
          mainActivity: text(c.mainActivity),
          rnaNumber: text(c.rnaNumber),
          gusoNumber: text(c.gusoNumber),
          creationDate: c.creationDate,
          isVatSubject: c.isVatSubject,
          legalForm: c.legalForm,
          address: addressValues(c.address),
          contact: c.contact ? { ...c.contact, phone: c.contact.phone ?? undefined, address: filled(c.contact.address) } : null,
        }
      : emptyCompany(),
    attachments: client.attachments.map((a) => ({ fileId: a.fileId, filename: a.filename, fileType: a.fileType, size: a.size })),
  };
}

/** The body of the call, by the client's type (it picks the call): an individual client sends no company. */
export type ClientSaveBody =
  | { type: "PROFESSIONAL"; body: ProfessionalClientCreateInput }
  | { type: "INDIVIDUAL"; body: IndividualClientCreateInput };

export function clientBody(values: ClientFormValues): ClientSaveBody {
  const { clientId: _id, type, company, contacts, ...rest } = values;
  const people = contacts.map(({ address, ...contact }) => ({ ...contact, address: addressBody(address) }));
  return type === "PROFESSIONAL"
    ? { type, body: { ...rest, contacts: people, company: { ...company, address: addressBody(company.address) ?? null } } }
    : { type, body: { ...rest, contacts: people } };
}
