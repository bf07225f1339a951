import type { ClientType } from "../clients/client-statuses.ts";
import type { LegalForm } from "../companies/legal-forms.ts";
import type { CompanyType } from "../vendors/vendor-types.ts";

/**
 * The seller and the buyer of a document, read once from the records frozen at issue (the snapshot's
 * `seller` company and `buyer` client; a draft passes the live ones). The mentions check, the PDF and the
 * Factur-X XML all read the parties through these two functions, so that they can never disagree on who
 * invoiced whom (issue 16 « one seller/buyer mapping »).
 */

export type PartyAddress = {
  street: string | null;
  secondaryUnit: string | null;
  postalCode: string | null;
  city: string | null;
  /** ISO 3166-1 alpha-2; France when the record says nothing. */
  countryCode: string;
};

export type SellerParty = {
  corporateName: string | null;
  tradeName: string | null;
  type: CompanyType;
  legalForm: LegalForm | null;
  siren: string | null;
  siret: string | null;
  /** The SIRET is being assigned: the document carries "Attribution du numéro SIRET en cours". */
  siretPending: boolean;
  vatNumber: string | null;
  rcsNumber: string | null;
  registrationCourt: string | null;
  rmNumber: string | null;
  rmDepartment: string | null;
  rnaNumber: string | null;
  gusoNumber: string | null;
  shareCapital: number | null;
  address: PartyAddress | null;
  contact: {
    firstname: string | null;
    lastname: string | null;
    email: string | null;
    phone: string | null;
    phoneCode: string | null;
  };
};

export type BuyerParty = {
  type: ClientType;
  /** The name the document is addressed to (the document's client name first). */
  name: string;
  corporateName: string | null;
  address: PartyAddress | null;
  siren: string | null;
  vatNumber: string | null;
  email: string | null;
};

type Json = Record<string, unknown> | null | undefined;

const record = (v: unknown): Record<string, unknown> | null =>
  v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/** A trimmed text, null when missing or blank. */
const text = (r: Json, key: string): string | null => {
  const v = r?.[key];
  return typeof v === "string" && v.trim() !== "" ? v.trim() : null;
};

/** An identifier as its digits and letters only (spaces typed by the vendor dropped). */
const ident = (r: Json, key: string): string | null => text(r, key)?.replace(/\s+/g, "") ?? null;

/** A stored address as a party's, null when none of its lines is filled. */
export function partyAddressOf(value: unknown): PartyAddress | null {
  const a = record(value);
  if (!a) return null;
  const address = {
    street: text(a, "street"),
    secondaryUnit: text(a, "secondaryUnit"),
    postalCode: text(a, "postalCode"),
    city: text(a, "city"),
    countryCode: (text(a, "countryCode") ?? "FR").toUpperCase(),
  };
  return address.street || address.secondaryUnit || address.postalCode || address.city ? address : null;
}

/** The vendor's company record (live, or the snapshot's `seller`) as the seller of its documents. */
export function sellerPartyOf(company: Json): SellerParty {
  const contact = record(company?.contact);
  return {
    corporateName: text(company, "corporateName"),
    tradeName: text(company, "tradeName"),
    type: (text(company, "type") ?? "COMPANY") as CompanyType,
    legalForm: text(company, "legalForm") as LegalForm | null,
    siren: ident(company, "siren"),
    siret: ident(company, "siret"),
    siretPending: company?.siretPending === true || company?.skipSiretValidation === true,
    vatNumber: ident(company, "vatNumber"),
    rcsNumber: text(company, "rcsNumber"),
    registrationCourt: text(company, "registrationCourt"),
    rmNumber: text(company, "rmNumber"),
    rmDepartment: text(company, "rmDepartment"),
    rnaNumber: ident(company, "rnaNumber"),
    gusoNumber: ident(company, "gusoNumber"),
    shareCapital: typeof company?.shareCapital === "number" ? company.shareCapital : null,
    address: partyAddressOf(company?.address) ?? partyAddressOf(contact?.address),
    contact: {
      firstname: text(contact, "firstname"),
      lastname: text(contact, "lastname"),
      email: text(contact, "email"),
      phone: text(contact, "phone"),
      phoneCode: text(contact, "phoneCode"),
    },
  };
}

/** The client record's postal address: a business's company address first, else its first contact's. */
function clientAddressOf(client: Record<string, unknown>): PartyAddress | null {
  const company = record(client.company);
  const contacts = Array.isArray(client.contacts) ? client.contacts.map(record) : [];
  const candidates =
    client.type === "PROFESSIONAL"
      ? [company?.address, contacts[0]?.address, record(company?.contact)?.address]
      : [contacts[0]?.address, record(company?.contact)?.address];
  for (const c of candidates) {
    const address = partyAddressOf(c);
    if (address) return address;
  }
  return null;
}

/**
 * The buyer of a document: the client record (live, or the snapshot's `buyer`) under the name and address
 * the document itself carries when it has them. Null when the document has no client at all.
 */
export function buyerPartyOf(client: Json, document: { clientName: string | null; address: unknown }): BuyerParty | null {
  const own = partyAddressOf(document.address);
  if (!client) {
    return document.clientName
      ? {
          type: "INDIVIDUAL",
          name: document.clientName,
          corporateName: null,
          address: own,
          siren: null,
          vatNumber: null,
          email: null,
        }
      : null;
  }
  const company = record(client.company);
  const contacts = Array.isArray(client.contacts) ? client.contacts.map(record) : [];
  const professional = client.type === "PROFESSIONAL";
  return {
    type: (professional ? "PROFESSIONAL" : "INDIVIDUAL") as ClientType,
    name: document.clientName ?? text(client, "name") ?? text(company, "corporateName") ?? "",
    corporateName: text(company, "corporateName"),
    address: own ?? clientAddressOf(client),
    siren: professional ? ident(company, "siren") : null,
    vatNumber: professional ? ident(company, "vatNumber") : null,
    email: text(contacts[0], "email") ?? text(record(company?.contact), "email"),
  };
}
