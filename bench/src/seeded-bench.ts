// `npm run bench -- [--size medium]` (also `bench:seeded`): the list, search and quote routes on seeded data, as seeded vendors,
// against a production server on loopback; each scenario bounded by BENCH_SECONDS (10) with
// BENCH_CONNECTIONS (16) keep-alive connections. DATABASE_URL: run on that PostgreSQL instead of the
// embedded one. Appends a section to bench/results.md. `--only <text>`: only the scenarios whose name
// contains it (e.g. `--only messaging`), the ceilings always.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { bareListSql } from "./bare-list-sql.ts";
import { type LoadRequest, type LoadResult, runLoad } from "./load-generator.ts";
import { type DeliveryResult, loadMessagingPersona, measureLiveDelivery, messagingRequests } from "./messaging-scenarios.ts";
import { MESSAGING_SEED, seedConversations } from "./seed/conversations.ts";
import { isSeedSizeName, seedSizes } from "./seed/sizes.ts";
import { loadPersonas, pdfRoute, seededRequests, startSeededServer, type VendorPersona } from "./seeded-setup.ts";
import { cpuMs, repoRoot, rssMiB } from "./server-process.ts";
import { runSqlLoad, type SqlRequest } from "./sql-load.ts";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

const say = (line: string) => process.stdout.write(`${line}\n`);

/** How many of the search terms find at least one client: a benchmark of empty answers would flatter. */
async function searchHits(port: number, personas: VendorPersona[], kind: "foldedTerms" | "typoTerms"): Promise<string> {
  let asked = 0;
  let found = 0;
  for (const p of personas) {
    for (const term of p[kind]) {
      const q = new URLSearchParams({ vendorId: p.vendorId, searchTerm: term });
      const res = await fetch(`http://127.0.0.1:${port}/api/client/search?${q}`, {
        headers: { authorization: `Bearer ${p.token}` },
      });
      const body = (await res.json()) as { clients?: unknown[] } | unknown[];
      const list = Array.isArray(body) ? body : (body.clients ?? []);
      asked++;
      if (list.length > 0) found++;
    }
  }
  return `${found}/${asked}`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { size: { type: "string", default: "medium" }, only: { type: "string" } },
  });
  const only = values.only?.toLowerCase();
  const size = values.size as string;
  if (!isSeedSizeName(size)) throw new Error(`--size: one of ${Object.keys(seedSizes).join(", ")}`);
  const loadBefore = os.loadavg()[0]?.toFixed(1);
  const seeded = await startSeededServer(size);
  const { server } = seeded;
  // `ofBare`: the route's rate ÷ the rate of its own SQL sent bare in the same run (issue 26 item 5: ≥ 0.6).
  const out: Array<{ scenario: string; result: LoadResult; peakRss: number; cpuPerRequest: number | null; ofBare?: number }> = [];
  let notes = "";
  let delivery: DeliveryResult | null = null;
  try {
    const inbox = await seedConversations(seeded.target.url);
    say(
      `Messagerie : ${inbox.conversations} conversations, ${inbox.messages} messages${inbox.seconds === null ? " (déjà là)" : ` écrits en ${inbox.seconds.toFixed(1)} s`}`,
    );
    const personas = await loadPersonas(server.port, seeded.target.url);
    const pdf = await pdfRoute(server.port, personas);
    const r = seededRequests(personas, { pdf });
    const folded = await searchHits(server.port, personas, "foldedTerms");
    const typos = await searchHits(server.port, personas, "typoTerms");
    const biggest = personas[0];
    const quoting = personas.filter((p) => new Set(p.products.map((x) => x.tax)).size >= 2).length;
    const inboxPersona = await loadMessagingPersona(seeded.target.url, inbox.vendorId, personas);
    const messaging = messagingRequests(inboxPersona);
    const bare = bareListSql(personas, inboxPersona);
    notes = `Messaging: compte-1's vendor holds ${inbox.conversations} conversations × ${MESSAGING_SEED.messagesPerConversation} messages (${inbox.messages} messages), pages of 25. Quotes made by the ${quoting} vendors whose catalogue has two VAT rates (5–10 lines, quantities by unit, 30 %/balance schedule)${pdf ? "" : "; quote PDF left out: the route does not answer yet"}; mixed weights per 100 requests: ${r.mixWeights}. ${personas.length} vendors of ${new Set(personas.map((p) => p.email)).size} seeded accounts (largest: ${biggest?.clients} active clients); search terms that find clients: accent-folded ${folded}, with a typo ${typos}.`;
    say(notes);

    const scenarios: { name: string; next: (i: number) => LoadRequest; bare?: (i: number) => SqlRequest[] }[] = [
      { name: "ceiling: bare route (GET /api/ping)", next: () => ({ method: "GET", path: "/api/ping" }) },
      { name: "ceiling: SELECT 1 through the pool (GET /api/health)", next: () => ({ method: "GET", path: "/api/health" }) },
      { name: "login (POST /api/user/login, argon2id)", next: r.login },
      { name: "clients list, page 1 (GET /api/client/list)", next: r.clientList, bare: bare.clientList },
      { name: "clients list, any page sorted by name", next: r.clientListDeep, bare: bare.clientListDeep },
      { name: "client search, accents folded (« lefevre »)", next: r.clientSearchFolded },
      { name: "client search with a typo (« moreu »)", next: r.clientSearchTypo },
      { name: "events list, pages 1–20 by cursor (GET /api/event/list)", next: r.eventPage, bare: bare.eventPage },
      { name: "events by status QUOTE_SENT, paged (GET /api/event/status)", next: r.eventsByStatus },
      { name: "event search (GET /api/event/search)", next: r.eventSearch },
      { name: "calendar month (GET /api/event/dates)", next: r.eventMonth },
      { name: "quotes list (GET /api/quote/list)", next: r.quoteList, bare: bare.quoteList },
      { name: "dashboard revenue (GET /api/dashboard/ca)", next: r.dashboardRevenue },
      { name: "dashboard events stats (GET /api/dashboard/events-stats)", next: r.dashboardEventsStats },
      { name: "dashboard showcase count (GET /api/dashboard/showcase-count)", next: r.dashboardShowcaseCount },
      // Issue 17: the inbox of the vendor with 2,000 conversations × 200 messages (target: list p99 ≤ 50 ms).
      {
        name: "messaging: conversation list, page 1, unread first (GET /api/messaging/list)",
        next: messaging.listFirst,
        bare: bare.inboxFirst,
      },
      { name: "messaging: conversation list, any of its 80 pages", next: messaging.listDeep, bare: bare.inboxDeep },
      { name: "messaging: thread, older page by cursor (GET /api/messaging/conversation?nextPage)", next: messaging.threadOlder },
      { name: "messaging: thread opened, newest page (read marker moved past an unread message)", next: messaging.threadOpen },
      { name: "messaging: unread counter (GET /api/messaging/counter)", next: messaging.counter },
      { name: "quote create, 5–10 lines, two VAT rates (POST /api/quote/create)", next: r.quoteCreate },
      ...(pdf ? [{ name: "quote PDF (GET /api/quote/pdf)", next: r.quotePdf }] : []),
      {
        name: `mixed vendor's day (weighted reads, 3 % status changes, 2 % quotes made${pdf ? ", 3 % PDFs" : ""}, 1 % login)`,
        next: r.mixed,
      },
    ];
    const chosen = scenarios.filter((x, i) => i < 2 || !only || x.name.toLowerCase().includes(only));
    for (const scenario of chosen) {
      let peakRss = rssMiB(server.pid);
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, rssMiB(server.pid));
      }, 200);
      const cpuBefore = cpuMs(server.pid);
      const result = await runLoad({ port: server.port, connections: CONNECTIONS, durationS: DURATION_S, next: scenario.next });
      const requests = Math.max(1, Math.round(result.rps * DURATION_S));
      const cpuPerRequest = Number(((cpuMs(server.pid) - cpuBefore) / requests).toFixed(2));
      clearInterval(sampler);
      let ofBare: number | undefined;
      let line = `${scenario.name}: ${result.rps} req/s, p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, errors ${result.errors + result.non2xx}, peak RSS ${peakRss} MiB, server CPU ${cpuPerRequest} ms/req`;
      let bareRow: (typeof out)[number] | undefined;
      if (scenario.bare) {
        const sqlResult = await runSqlLoad({
          url: seeded.target.url,
          connections: CONNECTIONS,
          durationS: DURATION_S,
          next: scenario.bare,
        });
        ofBare = sqlResult.rps > 0 ? result.rps / sqlResult.rps : 0;
        line += ` — its SQL bare: ${sqlResult.rps} req/s, p99 ${sqlResult.p99} ms; route ÷ bare ${ofBare.toFixed(2)}`;
        bareRow = {
          scenario: `↳ the same SQL bare (pg pool in the bench, ${CONNECTIONS} clients)`,
          result: sqlResult,
          peakRss,
          cpuPerRequest: null,
        };
      }
      out.push({ scenario: scenario.name, result, peakRss, cpuPerRequest, ...(ofBare === undefined ? {} : { ofBare }) });
      if (bareRow) out.push(bareRow);
      say(line);
    }
    if (!only || "messaging".includes(only) || only.includes("live")) {
      // Live delivery (target p95 ≤ 200 ms): one message at a time, three other tabs listening, no other load.
      delivery = await measureLiveDelivery(server.port, await loadMessagingPersona(seeded.target.url, inbox.vendorId, personas));
      say(
        `messaging live delivery: p50 ${delivery.p50} ms, p95 ${delivery.p95} ms, p99 ${delivery.p99} ms, ${delivery.delivered}/${delivery.sends} delivered`,
      );
    }
  } finally {
    await seeded.stop();
  }

  const ceiling = out[0]?.result.rps ?? 1;
  const dbCeiling = out[1]?.result.rps ?? 1;
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: repoRoot }).toString().trim();
  const dirty = execFileSync("git", ["status", "--porcelain"], { cwd: repoRoot }).toString().trim()
    ? " (with uncommitted changes)"
    : "";
  const s = seedSizes[size];
  const lines = [
    `\n## Load on seeded data (${size}) — ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC — commit ${commit}${dirty}`,
    "",
    `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${seeded.databaseLabel}; data: \`npm run seed -- --size ${size}\` (${s.vendors} vendors, ~${s.vendors * s.clientsPerVendor} clients, ~${s.vendors * s.eventsPerVendor} events, ~${s.vendors * s.notesPerVendor} quick notes, quotes on ~${s.vendors * s.quotesPerVendor} events with their deposit invoices, invoices and credit notes, ~${s.vendors * (s.boardsPerVendor + 1)} task boards${seeded.seedSeconds ? `, seeded in ${seeded.seedSeconds.toFixed(0)} s` : ""}). ${CONNECTIONS} keep-alive connections, ${DURATION_S} s per scenario, load generator on the same machine (loopback); 1-min load average ${loadBefore} before the run, ${os.loadavg()[0]?.toFixed(1)} after (the machine is shared). ${notes}`,
    "",
    "| scenario | req/s | p50 ms | p95 ms | p99 ms | errors | server peak RSS MiB | server CPU ms/req | ÷ bare | ÷ SELECT 1 | ÷ same SQL bare |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...out.map(
      ({ scenario, result: r, peakRss, cpuPerRequest, ofBare }) =>
        `| ${scenario} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors + r.non2xx} | ${cpuPerRequest === null ? "" : peakRss} | ${cpuPerRequest ?? ""} | ${cpuPerRequest === null ? "" : (r.rps / ceiling).toFixed(2)} | ${cpuPerRequest === null ? "" : (r.rps / dbCeiling).toFixed(2)} | ${ofBare === undefined ? "" : ofBare.toFixed(2)} |`,
    ),
    "",
    ...(delivery
      ? [
          `Live delivery to other tabs (SSE, LISTEN/NOTIFY, loopback): ${delivery.sends} messages sent one at a time with send-message to conversations of the 2,000-conversation inbox, ${delivery.tabs} other tabs' streams open, measured from the send's start to the event's arrival on each stream (${delivery.sends * delivery.tabs} arrivals); ${delivery.delivered}/${delivery.sends} sends reached every tab within 5 s.`,
          "",
          "| scenario | p50 ms | p95 ms | p99 ms | max ms |",
          "| --- | ---: | ---: | ---: | ---: |",
          `| messaging: live delivery to another tab | ${delivery.p50} | ${delivery.p95} | ${delivery.p99} | ${delivery.max} |`,
          "",
        ]
      : []),
  ];
  fs.appendFileSync(path.join(repoRoot, "bench/results.md"), lines.join("\n"));
}

main().catch((error: unknown) => {
  process.stderr.write(`${String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
