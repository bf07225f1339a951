import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { LoadRequest } from "./load-generator.ts";
import { type DatabaseTarget, openTarget } from "./seed/database-target.ts";
import { countSeededAccounts, seedDatabase } from "./seed/seed-database.ts";
import { SEED_PASSWORD, type SeedSizeName, seedEmail } from "./seed/sizes.ts";
import { type RunningServer, type ServerOptions, startServer } from "./server-process.ts";

const say = (line: string) => process.stdout.write(`${line}\n`);

export type SeededServer = {
  server: RunningServer;
  target: DatabaseTarget;
  databaseLabel: string;
  seedSeconds: number | null;
  stop: () => Promise<void>;
};

/**
 * A production server on seeded data. With DATABASE_URL: that PostgreSQL (seeded first if it holds no
 * seeded accounts). Otherwise the embedded PostgreSQL, in BENCH_DATA_DIR when given (kept, so a second
 * run reuses the data) or in a temporary directory; the server is given its URL as DATABASE_URL.
 */
export async function startSeededServer(size: SeedSizeName, options: ServerOptions = {}): Promise<SeededServer> {
  const keep = process.env.BENCH_DATA_DIR;
  const dataDir = keep ? path.resolve(keep) : fs.mkdtempSync(path.join(os.tmpdir(), "cortege-seeded-"));
  const target = await openTarget(dataDir, true);
  let seedSeconds: number | null = null;
  try {
    if ((await countSeededAccounts(target.url)) === 0) {
      say(`Génération des données « ${size} »…`);
      const report = await seedDatabase(target.url, { size, log: say });
      seedSeconds = report.seconds;
      say(`  ${report.totalRows} lignes en ${report.seconds.toFixed(1)} s (${report.rowsPerSecond} lignes/s)`);
    } else {
      // Data kept from an earlier run holds that run's writes (read markers, sent messages) as dead rows: a server
      // that stays up has them vacuumed within the minute, a bench started seconds later would read through them.
      await vacuumDatabase(target.url);
    }
    const server = await startServer({
      ...options,
      env: { DATABASE_URL: target.url, DEMO_ACCOUNT: "false", ...options.env },
    });
    return {
      server,
      target,
      databaseLabel: process.env.DATABASE_URL ? "external PostgreSQL (DATABASE_URL)" : "embedded PostgreSQL",
      seedSeconds,
      stop: async () => {
        await server.stop();
        await target.stop();
        if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await target.stop();
    throw error;
  }
}

async function vacuumDatabase(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("VACUUM (ANALYZE)");
  } finally {
    await client.end();
  }
}

/** A JSON call to the bench's server on `port`, as a user when a token is given; a refusal throws. */
export async function call<T>(port: number, method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: { ...(body ? { "content-type": "application/json" } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** One vendor as its owner works on it, with what the workload needs to ask realistic questions. */
export type VendorPersona = {
  email: string;
  token: string;
  vendorId: string;
  clients: number;
  /** Accent-folded surnames that exist among its clients ("lefevre" for Lefèvre), and typos of them. */
  foldedTerms: string[];
  typoTerms: string[];
  /** nextPage cursors of its event list and of its QUOTE_SENT events (first pages: undefined). */
  eventCursors: (string | undefined)[];
  statusCursors: (string | undefined)[];
  eventIds: string[];
  clientIds: string[];
  /** Its catalogue (what a quote is made of) and its latest quotes (what is printed). */
  products: { id: string; tax: string; productType: string; unitType: string }[];
  quoteIds: string[];
};

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** "moreau" → "moreu": one letter dropped inside the word, the typo trigram search must forgive. */
const typo = (word: string) => {
  const at = Math.max(1, Math.floor(word.length / 2));
  return word.slice(0, at) + word.slice(at + 1);
};

/**
 * Logs in as seeded accounts (compte-1 owns the largest vendor, compte-2 holds two vendors, the next
 * ones ordinary vendors) and gathers, per vendor, search terms and paging cursors.
 */
export async function loadPersonas(port: number, databaseUrl: string, accounts = 8): Promise<VendorPersona[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const personas: VendorPersona[] = [];
  try {
    for (let n = 1; n <= accounts; n++) {
      const email = seedEmail(n);
      const { token } = await call<{ token: string }>(port, "POST", "/api/user/login", { email, password: SEED_PASSWORD }).catch(
        () => ({ token: "" }),
      );
      if (!token) continue;
      const { vendors } = await call<{ vendors: { id: string }[] }>(port, "GET", "/api/vendor/user-vendors", undefined, token);
      for (const { id: vendorId } of vendors) {
        const names = await db.query<{ lastname: string; id: string }>(
          `SELECT id, contacts->0->>'lastname' AS lastname FROM clients WHERE vendor_id = $1 AND NOT is_archived ORDER BY seq DESC LIMIT 400`,
          [vendorId],
        );
        const lastnames = [...new Set(names.rows.map((r) => r.lastname).filter((l) => l && l.length >= 5))];
        const accented = lastnames.filter((l) => fold(l) !== l.toLowerCase());
        const folded = [...accented, ...lastnames].slice(0, 6).map(fold);
        const typos = lastnames
          .filter((l) => fold(l) === l.toLowerCase())
          .slice(0, 6)
          .map((l) => typo(l.toLowerCase()));
        const eventCursors: (string | undefined)[] = [undefined];
        const statusCursors: (string | undefined)[] = [undefined];
        const eventIds: string[] = [];
        for (const [list, cursors] of [
          ["/api/event/list", eventCursors],
          ["/api/event/status", statusCursors],
        ] as const) {
          let next: string | undefined;
          for (let page = 0; page < 20; page++) {
            const q = new URLSearchParams({
              vendorId,
              limit: "25",
              ...(list.endsWith("status") ? { status: "QUOTE_SENT" } : {}),
            });
            if (next) q.set("nextPage", next);
            const res = await call<{ events: { eventId: string }[]; nextPage: string | null }>(
              port,
              "GET",
              `${list}?${q}`,
              undefined,
              token,
            );
            if (list.endsWith("list")) eventIds.push(...res.events.map((e) => e.eventId));
            if (!res.nextPage) break;
            next = res.nextPage;
            cursors.push(next);
          }
        }
        const products = await db.query<{ id: string; tax: string; productType: string; unitType: string }>(
          `SELECT id, tax, product_type AS "productType", unit_type AS "unitType" FROM products WHERE vendor_id = $1 ORDER BY created_at`,
          [vendorId],
        );
        const quotes = await db.query<{ id: string }>(
          `SELECT id FROM documents WHERE vendor_id = $1 AND quote_type = 'QUOTE' ORDER BY seq DESC LIMIT 100`,
          [vendorId],
        );
        const count = await db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM clients WHERE vendor_id = $1 AND NOT is_archived",
          [vendorId],
        );
        personas.push({
          email,
          token,
          vendorId,
          clients: count.rows[0]?.n ?? 0,
          foldedTerms: folded.length > 0 ? folded : ["martin"],
          typoTerms: typos.length > 0 ? typos : ["marin"],
          eventCursors,
          statusCursors,
          eventIds: eventIds.slice(0, 200),
          clientIds: names.rows.map((r) => r.id).slice(0, 200),
          products: products.rows,
          quoteIds: quotes.rows.map((r) => r.id),
        });
      }
    }
  } finally {
    await db.end();
  }
  if (personas.length === 0) throw new Error("no seeded account could log in");
  return personas;
}

/** Whether the server prints quotes: the PDF scenario runs only against a server that has the route. */
export async function pdfRoute(port: number, personas: VendorPersona[]): Promise<boolean> {
  const p = personas.find((x) => x.quoteIds.length > 0);
  if (!p) return false;
  const q = new URLSearchParams({ vendorId: p.vendorId, quoteType: "QUOTE", quoteId: p.quoteIds[0] as string });
  const res = await fetch(`http://127.0.0.1:${port}/api/quote/pdf?${q}`, { headers: { authorization: `Bearer ${p.token}` } });
  await res.arrayBuffer();
  return res.ok && (res.headers.get("content-type") ?? "").startsWith("application/pdf");
}

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

const taxedRates = (p: VendorPersona) => new Set(p.products.filter((x) => x.productType !== "DEBOUR").map((x) => x.tax));

/**
 * The body of `quote/create` as the editor sends it: 5 to 10 catalogue lines of the vendor with at least
 * two VAT rates, quantities that fit their unit (guests for a per-person price), now and then a line
 * discount, and the usual 30 % / balance deposit schedule.
 */
export function quoteCreateBody(p: VendorPersona, i: number): Record<string, unknown> {
  const taxed = p.products.filter((x) => x.productType !== "DEBOUR");
  const rates = [...new Set(taxed.map((x) => x.tax))];
  const firstOfEach = rates.slice(0, 2).map((rate) => taxed.find((x) => x.tax === rate) as (typeof taxed)[number]);
  const rest = p.products.filter((x) => !firstOfEach.includes(x));
  const count = Math.min(p.products.length, 5 + (i % 6));
  const lines = [...firstOfEach];
  for (let k = 0; lines.length < count && k < rest.length; k++) lines.push(rest[(i + k) % rest.length] as (typeof rest)[number]);
  const guests = 60 + (i % 90);
  return {
    vendorId: p.vendorId,
    quoteType: "QUOTE",
    quote: {
      clientId: pick(p.clientIds, i >> 2),
      eventId: null,
      globalDiscountType: "PERCENTAGE",
      globalDiscountValue: i % 10 === 0 ? 5 : 0,
      deposits: [
        { depositType: "PERCENTAGE", depositValue: 30, numberOfDays: 0 },
        { depositType: "PERCENTAGE", depositValue: 70, numberOfDays: 0 },
      ],
    },
    products: lines.map((x, k) => ({
      productId: x.id,
      quantity: x.unitType === "PERSON" ? guests : x.unitType === "HOUR" ? 4.5 : 1,
      discountType: "PERCENTAGE",
      discountValue: (i + k) % 7 === 0 ? 10 : 0,
    })),
  };
}

/** The requests of the seeded scenarios, each spread over every persona. */
export function seededRequests(personas: VendorPersona[], options: { pdf: boolean } = { pdf: true }) {
  const auth = (p: VendorPersona) => ({ authorization: `Bearer ${p.token}` });
  const get = (p: VendorPersona, url: string, query: Record<string, string | undefined>): LoadRequest => {
    const q = new URLSearchParams({ vendorId: p.vendorId });
    for (const [k, v] of Object.entries(query)) if (v !== undefined) q.set(k, v);
    return { method: "GET", path: `${url}?${q}`, headers: auth(p) };
  };
  const post = (p: VendorPersona, url: string, body: Record<string, unknown>): LoadRequest => ({
    method: "POST",
    path: url,
    headers: auth(p),
    body: JSON.stringify({ vendorId: p.vendorId, ...body }),
  });
  const persona = (i: number) => pick(personas, i);
  // Quotes are made by the vendors whose catalogue has two VAT rates (a venue: rooms at 20 %, meals at 10 %).
  const quoting = personas.filter((p) => taxedRates(p).size >= 2 && p.clientIds.length > 0);
  const quoter = (i: number) => pick(quoting.length > 0 ? quoting : personas, i);
  const printing = personas.filter((p) => p.quoteIds.length > 0);
  const r = {
    clientList: (i: number) => get(persona(i), "/api/client/list", { page: "1", limit: "25" }),
    clientListDeep: (i: number) => {
      const p = persona(i);
      const pages = Math.max(1, Math.floor(p.clients / 25));
      return get(p, "/api/client/list", { page: String(1 + ((i * 7919) % pages)), limit: "25", sort: "name", order: "asc" });
    },
    clientSearchFolded: (i: number) => {
      const p = persona(i);
      return get(p, "/api/client/search", { searchTerm: pick(p.foldedTerms, i >> 3) });
    },
    clientSearchTypo: (i: number) => {
      const p = persona(i);
      return get(p, "/api/client/search", { searchTerm: pick(p.typoTerms, i >> 3) });
    },
    eventPage: (i: number) => {
      const p = persona(i);
      return get(p, "/api/event/list", { limit: "25", nextPage: pick(p.eventCursors, i >> 3) });
    },
    eventsByStatus: (i: number) => {
      const p = persona(i);
      return get(p, "/api/event/status", { status: "QUOTE_SENT", limit: "25", nextPage: pick(p.statusCursors, i >> 3) });
    },
    eventSearch: (i: number) => {
      const p = persona(i);
      return get(p, "/api/event/search", { searchTerm: pick(p.foldedTerms, i >> 3) });
    },
    eventGet: (i: number) => {
      const p = persona(i);
      return get(p, "/api/event", { eventId: pick(p.eventIds, i >> 3) });
    },
    eventMonth: (i: number) => {
      const month = 1 + (i % 12);
      const start = `2027-${String(month).padStart(2, "0")}-01`;
      return get(persona(i), "/api/event/dates", { startDate: start, endDate: `2027-${String(month).padStart(2, "0")}-28` });
    },
    notes: (i: number) => {
      const p = persona(i);
      return get(p, "/api/quick-note/list", { clientId: pick(p.clientIds, i >> 3) });
    },
    statusUpdate: (i: number) => {
      const p = persona(i);
      const statuses = ["REQUEST_RECEIVED", "QUOTE_SENT", "RESERVATION_CONFIRMED"];
      return post(p, "/api/event/status/update", { eventId: pick(p.eventIds, i >> 2), status: pick(statuses, i) });
    },
    quoteList: (i: number) => get(persona(i), "/api/quote/list", { quoteType: "QUOTE", limit: "25" }),
    // The three dashboard calls (issue 20), as the home screen makes them.
    dashboardRevenue: (i: number) => get(persona(i), "/api/dashboard/ca", {}),
    dashboardEventsStats: (i: number) => get(persona(i), "/api/dashboard/events-stats", {}),
    dashboardShowcaseCount: (i: number) =>
      get(persona(i), "/api/dashboard/showcase-count", { view: pick(["day", "week", "month", "year"], i) }),
    quoteCreate: (i: number): LoadRequest => {
      const p = quoter(i);
      return { method: "POST", path: "/api/quote/create", headers: auth(p), body: JSON.stringify(quoteCreateBody(p, i)) };
    },
    quotePdf: (i: number) => {
      const p = pick(printing.length > 0 ? printing : personas, i);
      return get(p, "/api/quote/pdf", { quoteType: "QUOTE", quoteId: pick(p.quoteIds, i >> 3) });
    },
    login: (i: number): LoadRequest => ({
      method: "POST",
      path: "/api/user/login",
      body: JSON.stringify({ email: persona(i).email, password: SEED_PASSWORD }),
    }),
  };
  /**
   * A vendor's day, out of 100 requests: reading lists and pages most, searching, a few status changes,
   * quotes (2 lists, 3 PDFs printed or sent, 2 quotes made), a rare login. Without the PDF route, its
   * share goes to the event pages.
   */
  const day: [number, string, (i: number) => LoadRequest][] = [
    [options.pdf ? 20 : 23, "event pages", r.eventPage],
    [14, "client list", r.clientList],
    [5, "client pages by name", r.clientListDeep],
    [11, "client search", r.clientSearchFolded],
    [5, "client search with a typo", r.clientSearchTypo],
    [9, "events by status", r.eventsByStatus],
    [9, "event", r.eventGet],
    [5, "event search", r.eventSearch],
    [6, "calendar month", r.eventMonth],
    [5, "quick notes", r.notes],
    [3, "event status change", r.statusUpdate],
    [2, "quote list", r.quoteList],
    [2, "quote create", r.quoteCreate],
    [options.pdf ? 3 : 0, "quote PDF", r.quotePdf],
    [1, "login", r.login],
  ];
  const total = day.reduce((a, [w]) => a + w, 0);
  /** The weights as results.md records them ("20 event pages, 14 client list…"). */
  const mixWeights = day
    .filter(([w]) => w > 0)
    .map(([w, name]) => `${w} ${name}`)
    .join(", ");
  const mixed = (i: number): LoadRequest => {
    // A fixed, well-spread walk through the weights (i·37 mod 100 visits every slot).
    let slot = (i * 37) % total;
    for (const [w, , make] of day) {
      if (slot < w) return make(i);
      slot -= w;
    }
    return r.clientList(i);
  };
  return { ...r, mixed, mixWeights };
}
