import { z } from "zod";
import { allHostile, hostileOthers, hostileStrings } from "./bad-values.ts";

export type BadRequest = {
  label: string;
  query?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  contentType?: string;
};

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; required?: string[] };

function fieldsOf(schema: unknown): { names: string[]; required: string[] } {
  if (!(schema instanceof z.ZodType)) return { names: [], required: [] };
  try {
    const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
    return { names: Object.keys(json.properties ?? {}), required: json.required ?? [] };
  } catch {
    return { names: [], required: [] };
  }
}

/** A small deterministic generator, so that a failing case can be replayed from its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/**
 * At least `count` bad requests for one route, derived from its own body/query schema: wrong types,
 * missing and extra fields, huge strings and arrays, odd unicode, hostile numbers, SQL and HTML
 * payloads, malformed JSON and wrong content types. A `valid` base (e.g. the caller's vendorId) is kept
 * in some cases so that the route's deeper validation is reached too.
 */
export function badRequestsFor(
  route: { method: string; schema?: { body?: unknown; querystring?: unknown } },
  count: number,
  seed: number,
  valid: Record<string, unknown>,
): BadRequest[] {
  const random = seededRandom(seed);
  const isGet = route.method === "GET";
  const target = fieldsOf(isGet ? route.schema?.querystring : route.schema?.body);
  const names = target.names.length > 0 ? target.names : ["vendorId"];
  const out: BadRequest[] = [];
  const base = () => Object.fromEntries(Object.entries(valid).filter(([k]) => names.includes(k)));
  const asQuery = (o: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeof v === "string" ? v : (JSON.stringify(v) ?? "undefined")]));
  const push = (label: string, payload: Record<string, unknown>) =>
    out.push(isGet ? { label, query: asQuery(payload) } : { label, body: payload });

  for (const name of names) {
    for (const value of [pick(random, hostileStrings), pick(random, allHostile), pick(random, hostileOthers)]) {
      push(`${name}=${String(JSON.stringify(value)).slice(0, 40)}`, { ...base(), [name]: value });
    }
  }
  for (const name of target.required) {
    const payload = { ...base() } as Record<string, unknown>;
    delete payload[name];
    push(`missing ${name}`, payload);
  }
  push("extra fields", { ...base(), isAdmin: true, groups: ["admin"], userId: "00000000-0000-4000-8000-000000000000" });
  push("empty", {});
  if (!isGet) {
    out.push({ label: "malformed JSON", rawBody: '{"email": "a@b.fr",', contentType: "application/json" });
    out.push({ label: "JSON array body", body: [1, 2, 3] });
    out.push({ label: "text/plain", rawBody: "email=a@b.fr", contentType: "text/plain" });
    out.push({ label: "form encoded", rawBody: "email=a%40b.fr&password=x", contentType: "application/x-www-form-urlencoded" });
    out.push({ label: "deeply nested", body: JSON.parse(`${"[".repeat(2000)}${"]".repeat(2000)}`) });
  }
  while (out.length < count) {
    const payload: Record<string, unknown> = random() < 0.5 ? { ...base() } : {};
    const fields = 1 + Math.floor(random() * Math.max(1, names.length));
    for (let i = 0; i < fields; i++) payload[pick(random, names)] = pick(random, allHostile);
    push(`random #${out.length}`, payload);
  }
  return out;
}
