import {
  type CompanySearchResult,
  type FoundAddress,
  inseeLegalCategoryLabel,
  legalFormOfInseeCode,
  publicSearchTerm,
} from "@cortege/domain";
import { z } from "zod";
import { type FetchJsonOptions, fetchSearch, PUBLIC_API_USER_AGENT } from "./fetch-json.ts";
import { DEFAULT_TIMEOUT_MS } from "./public-api-settings.ts";
import { createTtlCache } from "./ttl-cache.ts";

const text = z.string().nullish().catch(null);
const flag = z.boolean().nullish().catch(null);
const coordinate = z
  .union([z.string(), z.number()])
  .nullish()
  .catch(null)
  .transform((v) => {
    const n = typeof v === "string" ? Number.parseFloat(v) : v;
    return typeof n === "number" && Number.isFinite(n) ? n : null;
  });

/** The fields of an establishment we read (GET /search → results[].siege, matching_etablissements[]). */
const establishmentSchema = z.looseObject({
  siret: text,
  adresse: text,
  numero_voie: text,
  indice_repetition: text,
  type_voie: text,
  libelle_voie: text,
  complement_adresse: text,
  code_postal: text,
  libelle_commune: text,
  departement: text,
  code_pays_etranger: text,
  latitude: coordinate,
  longitude: coordinate,
  activite_principale: text,
  etat_administratif: text,
  liste_enseignes: z.array(z.string()).nullish().catch(null),
  nom_commercial: text,
});
type Establishment = z.infer<typeof establishmentSchema>;

const resultSchema = z.looseObject({
  siren: z.string(),
  nom_complet: text,
  nom_raison_sociale: text,
  sigle: text,
  siege: establishmentSchema.nullish().catch(null),
  matching_etablissements: z.array(establishmentSchema).nullish().catch(null),
  activite_principale: text,
  nature_juridique: text,
  etat_administratif: text,
  date_creation: text,
  tva: z.array(z.string()).nullish().catch(null),
  complements: z.looseObject({ est_association: flag, identifiant_association: text }).nullish().catch(null),
});
const responseSchema = z.looseObject({ results: z.array(z.unknown()) });

/** SIRENE writes street types as codes: the common ones spelled out, as on a letter. */
const streetTypes: Record<string, string> = {
  ALL: "ALLEE",
  AV: "AVENUE",
  BD: "BOULEVARD",
  CHE: "CHEMIN",
  CRS: "COURS",
  FG: "FAUBOURG",
  IMP: "IMPASSE",
  LD: "LIEU-DIT",
  PL: "PLACE",
  QU: "QUAI",
  RTE: "ROUTE",
  SQ: "SQUARE",
  VOIE: "VOIE",
};
const repetitions: Record<string, string> = { B: "BIS", T: "TER", Q: "QUATER" };

/** The establishment's address in our parts; null abroad, where the register gives an INSEE country code, not ISO. */
function addressOf(e: Establishment): FoundAddress | null {
  if (e.code_pays_etranger) return null;
  const number = [e.numero_voie, e.indice_repetition ? (repetitions[e.indice_repetition] ?? e.indice_repetition) : null]
    .filter(Boolean)
    .join(" ");
  const type = e.type_voie ? (streetTypes[e.type_voie] ?? e.type_voie) : null;
  // matching_etablissements carry the one-line address only: the street is what comes before the postcode.
  const fromLine = e.adresse && e.code_postal ? (e.adresse.split(` ${e.code_postal}`)[0]?.trim() ?? null) : null;
  const street = [number, type, e.libelle_voie].filter(Boolean).join(" ") || fromLine;
  return {
    street: street || e.complement_adresse || null,
    city: e.libelle_commune ?? null,
    postalCode: e.code_postal ?? null,
    countryCode: "FR",
    department: e.departement ?? null,
    longitude: e.longitude,
    latitude: e.latitude,
  };
}

/** One result of the API in our Company's fields (reference §5.1, field mapping). */
export function toCompanySearchResult(raw: unknown, searchedSiret: string | null = null): CompanySearchResult | null {
  const parsed = resultSchema.safeParse(raw);
  // Public bodies and a few old units do not pass Luhn: the register is the authority, only the shape is checked.
  if (!parsed.success || !/^\d{9}$/.test(parsed.data.siren)) return null;
  const r = parsed.data;
  const matching = searchedSiret ? r.matching_etablissements?.find((e) => e.siret === searchedSiret) : undefined;
  const establishment = matching ?? r.siege ?? null;
  const isAssociation = r.complements?.est_association === true || r.nature_juridique?.startsWith("92") === true;
  const rna = r.complements?.identifiant_association ?? null;
  const tradeName = establishment?.liste_enseignes?.[0] ?? establishment?.nom_commercial ?? r.sigle ?? null;
  return {
    corporateName: r.nom_raison_sociale ?? r.nom_complet ?? r.siren,
    tradeName,
    type: isAssociation && rna ? "ASSOCIATION" : "COMPANY",
    siren: r.siren,
    siret: establishment?.siret ?? null,
    nafCode: r.activite_principale ?? establishment?.activite_principale ?? null,
    legalFormCode: r.nature_juridique ?? null,
    legalFormLabel: inseeLegalCategoryLabel(r.nature_juridique),
    legalForm: legalFormOfInseeCode(r.nature_juridique),
    vatNumber: r.tva?.[0] ?? null,
    rnaNumber: rna,
    creationDate: r.date_creation && /^\d{4}-\d{2}-\d{2}$/.test(r.date_creation) ? r.date_creation : null,
    isActive: r.etat_administratif !== "C",
    addressLabel: establishment?.adresse ?? null,
    address: establishment ? addressOf(establishment) : null,
  };
}

export type CompanySearchClientOptions = {
  baseUrl: string;
  timeoutMs?: number | undefined;
  cacheTtlMs?: number;
  fetch?: FetchJsonOptions["fetch"];
};

/**
 * A client of GET /search of the company search API: a name, a SIREN or a SIRET in, at most 10
 * companies in our fields out. Answers are cached for a while; failures are not.
 */
export function createCompanySearchClient({
  baseUrl,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  cacheTtlMs = 10 * 60_000,
  fetch,
}: CompanySearchClientOptions) {
  const cache = createTtlCache<CompanySearchResult[]>({ ttlMs: cacheTtlMs, maxEntries: 500 });
  const base = baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`;
  return {
    async search(term: string): Promise<CompanySearchResult[]> {
      const searchable = publicSearchTerm(term);
      if (!searchable) return [];
      // "732 829 320" is a SIREN: sent as digits, the API looks it up directly.
      const digits = searchable.replace(/[\s.]/g, "");
      const q = /^\d{9}$|^\d{14}$/.test(digits) ? digits : searchable;
      const key = q.toLocaleLowerCase("fr");
      const cached = cache.get(key);
      if (cached) return cached;
      const url = new URL("search", base);
      url.searchParams.set("q", q);
      url.searchParams.set("page", "1");
      url.searchParams.set("per_page", "10");
      const data = await fetchSearch(url, responseSchema, {
        timeoutMs,
        userAgent: PUBLIC_API_USER_AGENT,
        ...(fetch ? { fetch } : {}),
      });
      if (!data) return [];
      const searchedSiret = /^\d{14}$/.test(q) ? q : null;
      const companies = data.results
        .map((raw) => toCompanySearchResult(raw, searchedSiret))
        .filter((c): c is CompanySearchResult => c !== null);
      cache.set(key, companies);
      return companies;
    },
  };
}
export type CompanySearchClient = ReturnType<typeof createCompanySearchClient>;
