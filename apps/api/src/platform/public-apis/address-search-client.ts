import { type AddressSearchResult, publicSearchTerm } from "@cortege/domain";
import { z } from "zod";
import { type FetchJsonOptions, fetchSearch, PUBLIC_API_USER_AGENT } from "./fetch-json.ts";
import { DEFAULT_TIMEOUT_MS } from "./public-api-settings.ts";
import { createTtlCache } from "./ttl-cache.ts";

const text = z
  .union([z.string(), z.number()])
  .nullish()
  .catch(null)
  .transform((v) => (v === null || v === undefined || v === "" ? null : String(v)));

/** A GeoCodeJSON feature of GET /search (reference §5.2). */
const featureSchema = z.looseObject({
  geometry: z
    .looseObject({ type: z.string(), coordinates: z.array(z.number()) })
    .nullish()
    .catch(null),
  properties: z.looseObject({
    label: z.string(),
    type: text,
    id: text,
    housenumber: text,
    street: text,
    name: text,
    postcode: text,
    city: text,
    citycode: text,
    context: text,
  }),
});
const collectionSchema = z.looseObject({ type: z.literal("FeatureCollection"), features: z.array(z.unknown()) });

/** One feature in our Address parts; the département's code is the first part of `context` ("80, Somme, Hauts-de-France"). */
export function toAddressSearchResult(raw: unknown): AddressSearchResult | null {
  const parsed = featureSchema.safeParse(raw);
  if (!parsed.success) return null;
  const p = parsed.data.properties;
  const [longitude, latitude] = parsed.data.geometry?.type === "Point" ? parsed.data.geometry.coordinates : [];
  const kind = p.type ?? "housenumber";
  const street =
    kind === "housenumber"
      ? [p.housenumber, p.street].filter(Boolean).join(" ") || p.name
      : kind === "street" || kind === "locality"
        ? (p.street ?? p.name)
        : null;
  const department = p.context?.split(",")[0]?.trim() || null;
  return {
    label: p.label,
    kind,
    banId: p.id,
    cityCode: p.citycode,
    address: {
      street: street || null,
      city: p.city,
      postalCode: p.postcode,
      countryCode: "FR",
      department,
      longitude: typeof longitude === "number" && Math.abs(longitude) <= 180 ? longitude : null,
      latitude: typeof latitude === "number" && Math.abs(latitude) <= 90 ? latitude : null,
    },
  };
}

export type AddressSearchClientOptions = {
  baseUrl: string;
  timeoutMs?: number | undefined;
  cacheTtlMs?: number;
  fetch?: FetchJsonOptions["fetch"];
};

/** A client of GET /search?autocomplete=1 of the Géoplateforme: at most 8 French addresses for what is typed. */
export function createAddressSearchClient({
  baseUrl,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  cacheTtlMs = 10 * 60_000,
  fetch,
}: AddressSearchClientOptions) {
  const cache = createTtlCache<AddressSearchResult[]>({ ttlMs: cacheTtlMs, maxEntries: 1000 });
  const base = baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`;
  return {
    async search(term: string): Promise<AddressSearchResult[]> {
      const q = publicSearchTerm(term);
      if (!q) return [];
      const key = q.toLocaleLowerCase("fr");
      const cached = cache.get(key);
      if (cached) return cached;
      const url = new URL("search", base);
      url.searchParams.set("q", q);
      url.searchParams.set("index", "address");
      url.searchParams.set("autocomplete", "1");
      url.searchParams.set("limit", "8");
      const data = await fetchSearch(url, collectionSchema, {
        timeoutMs,
        userAgent: PUBLIC_API_USER_AGENT,
        ...(fetch ? { fetch } : {}),
      });
      if (!data) return [];
      const addresses = data.features.map(toAddressSearchResult).filter((a): a is AddressSearchResult => a !== null);
      cache.set(key, addresses);
      return addresses;
    },
  };
}
export type AddressSearchClient = ReturnType<typeof createAddressSearchClient>;
