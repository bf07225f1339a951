import { z } from "zod";
import { hasInvalidCharacters, textMessages } from "../text/plain-text.ts";
import { companyTypes } from "../vendors/vendor-types.ts";
import { legalForms } from "./legal-forms.ts";

/** Below this many characters a company or address search answers an empty list (as the client search does). */
export const MIN_PUBLIC_SEARCH_LENGTH = 3;

const searchText = (max: number) =>
  z
    .string()
    .max(max, textMessages.tooLong)
    .refine((v) => !hasInvalidCharacters(v), textMessages.invalidCharacter)
    .default("")
    .transform((v) => v.trim().replace(/\s+/g, " "));

/** GET /vendor/search/company?search: a name, a SIREN or a SIRET (spaces allowed). */
export const companySearchQuerySchema = z.object({ search: searchText(100) });
export type CompanySearchQuery = z.input<typeof companySearchQuerySchema>;

/** An address as the public APIs give it, in the parts of our Address (part 1 §3). */
export const foundAddressSchema = z.object({
  street: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  countryCode: z.string(),
  /** The département's code ("75", "2A", "971"). */
  department: z.string().nullable(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
});
export type FoundAddress = z.infer<typeof foundAddressSchema>;

/** One company of the public company search, in our Company's fields. */
export const companySearchResultSchema = z.object({
  corporateName: z.string(),
  /** The trading name (enseigne) when the register has one. */
  tradeName: z.string().nullable(),
  type: z.enum(companyTypes),
  siren: z.string(),
  /** The head office's SIRET, or the establishment searched for by its SIRET. */
  siret: z.string().nullable(),
  nafCode: z.string().nullable(),
  /** INSEE legal category code (e.g. 5710) and its label, with our legal form when one matches. */
  legalFormCode: z.string().nullable(),
  legalFormLabel: z.string().nullable(),
  legalForm: z.enum(legalForms).nullable(),
  vatNumber: z.string().nullable(),
  rnaNumber: z.string().nullable(),
  creationDate: z.string().nullable(),
  isActive: z.boolean(),
  /** The head office's address on one line, as the register writes it. */
  addressLabel: z.string().nullable(),
  address: foundAddressSchema.nullable(),
});
export type CompanySearchResult = z.infer<typeof companySearchResultSchema>;
export const companySearchResponseSchema = z.object({ companies: z.array(companySearchResultSchema) });
export type CompanySearchResponse = z.infer<typeof companySearchResponseSchema>;

/** GET /address/search?q: address autocompletion. */
export const addressSearchQuerySchema = z.object({ q: searchText(200) });
export type AddressSearchQuery = z.input<typeof addressSearchQuerySchema>;

export const addressSearchResultSchema = z.object({
  /** The full address on one line ("12 Rue de la Paix 75002 Paris"). */
  label: z.string(),
  /** housenumber, street, locality or municipality. */
  kind: z.string(),
  /** The Base Adresse Nationale id and the INSEE city code, kept alongside the text. */
  banId: z.string().nullable(),
  cityCode: z.string().nullable(),
  address: foundAddressSchema,
});
export type AddressSearchResult = z.infer<typeof addressSearchResultSchema>;
export const addressSearchResponseSchema = z.object({ addresses: z.array(addressSearchResultSchema) });
export type AddressSearchResponse = z.infer<typeof addressSearchResponseSchema>;

/** What a search sends on: null when it is too short to search at all. */
export function publicSearchTerm(term: string): string | null {
  const trimmed = term.trim().replace(/\s+/g, " ");
  return [...trimmed].length >= MIN_PUBLIC_SEARCH_LENGTH ? trimmed : null;
}

/** Why a public search failed, for the client; the message is shown as it is. */
export const publicSearchErrors = {
  companySearchUnavailable: {
    code: "COMPANY_SEARCH_UNAVAILABLE",
    message: "Le service de recherche d'entreprises ne répond pas, réessayez dans un instant.",
  },
  addressSearchUnavailable: {
    code: "ADDRESS_SEARCH_UNAVAILABLE",
    message: "Le service de recherche d'adresses ne répond pas, réessayez dans un instant.",
  },
} as const;
