// Bank import and matching on a seeded year (issue 19): a year of a venue's statement written as a French
// bank's CSV (payments of its invoices — some with the invoice number, some with the couple's name only, some
// partial or less 1 € of fees — and card/transfer expenses at recurring merchants), parsed, each credit
// matched against the open invoices and each debit given a category learnt from the first quarter's
// categorised lines. In process, pure domain code; then the same file through the import call of a production
// server on its own embedded PostgreSQL (the database time: parse, duplicate check, one INSERT per line, in one
// transaction), imported again (all duplicates), and the suggestions call. Appends a section to bench/results.md.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isSureMatch, type OpenInvoice, parseBankStatement, suggestCategory, suggestMatches } from "@cortege/domain";
import { demoLogin } from "./demo-login.ts";
import { repoRoot, startServer } from "./server-process.ts";

const YEAR = 2026;
let seed = 42;
const rand = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)] as T;
const firsts = ["Anne", "Paul", "Léa", "Hugo", "Chloé", "Louis", "Emma", "Jules", "Inès", "Noé", "Camille", "Sarah"];
const lasts = [
  "Martin",
  "Bernard",
  "Dubois",
  "Thomas",
  "Robert",
  "Richard",
  "Petit",
  "Durand",
  "Leroy",
  "Moreau",
  "Simon",
  "Laurent",
  "Lefebvre",
  "Michel",
  "Garcia",
  "David",
];
const merchants: [string, string][] = [
  ["CB TOTAL ENERGIES", "fuel"],
  ["CB ESSO STATION", "fuel"],
  ["PRLV SFR BOX", "telecom"],
  ["PRLV ORANGE MOBILE", "telecom"],
  ["CB METRO CASH CARRY", "supplies"],
  ["CB LEROY MERLIN", "supplies"],
  ["PRLV AXA ASSURANCE", "insurance"],
  ["VIR LOYER SCI DES TILLEULS", "rent"],
  ["CB SNCF CONNECT", "travel"],
  ["FRAIS TENUE DE COMPTE", "bank"],
  ["PRLV EDF", "energy"],
  ["CB FLEURS DU MARCHE", "supplies"],
];

const day = (m: number, d: number) => `${String(d).padStart(2, "0")}/${String(m).padStart(2, "0")}/${YEAR}`;
const open: OpenInvoice[] = [];
const rows: string[] = ["Date opération;Libellé;Débit euros;Crédit euros"];
const truth = new Map<number, string>();
let n = 0;
for (let m = 1; m <= 12; m++) {
  for (let i = 0; i < 12; i++) {
    const client = `${pick(firsts)} ${pick(lasts)}`;
    const number = `F-${YEAR}-${String(++n).padStart(5, "0")}`;
    const remaining = 50_000 + Math.floor(rand() * 900) * 1000;
    open.push({ quoteId: number, name: number, clientName: client, remaining, dueDate: null });
    const style = rand();
    const [first, last] = client.split(" ") as [string, string];
    const label =
      style < 0.45
        ? `VIR SEPA ${last.toUpperCase()} ${first.toUpperCase()} ${number}`
        : style < 0.85
          ? `VIR SEPA ${last.toUpperCase()} ${first.toUpperCase()}`
          : `VIR INST REF ${Math.floor(rand() * 1e8)}`;
    const amount = style > 0.93 ? remaining - 60 : remaining;
    truth.set(rows.length, number);
    rows.push(`${day(m, 1 + Math.floor(rand() * 27))};${label};;${(amount / 100).toFixed(2).replace(".", ",")}`);
  }
  for (let i = 0; i < 90; i++) {
    const [label] = pick(merchants);
    rows.push(
      `${day(m, 1 + Math.floor(rand() * 27))};${label} ${String(1 + Math.floor(rand() * 28)).padStart(2, "0")}/${String(m).padStart(2, "0")};${(5 + rand() * 400).toFixed(2).replace(".", ",")};`,
    );
  }
}
const csv = `${rows.join("\r\n")}\r\n`;

const t0 = performance.now();
const parsed = parseBankStatement(csv);
const t1 = performance.now();
if (!parsed.ok) throw new Error(`${parsed.line}: ${parsed.reason}`);
// History: the first quarter's expenses categorised by the vendor.
const byLabel = new Map(merchants.map(([l, c]) => [l, c]));
const history = parsed.lines
  .filter((l) => l.amount < 0 && l.date < `${YEAR}-04-01`)
  .map((l) => ({ label: l.label, categoryId: byLabel.get([...byLabel.keys()].find((k) => l.label.startsWith(k)) ?? "") ?? "" }));
let credits = 0;
let sure = 0;
let sureRight = 0;
let suggested = 0;
let debits = 0;
let categorised = 0;
let categoryRight = 0;
parsed.lines.forEach((l, i) => {
  if (l.amount > 0) {
    credits++;
    const s = suggestMatches(l, open);
    if (s.length > 0) suggested++;
    if (isSureMatch(s[0])) {
      sure++;
      if (s[0]?.quoteId === truth.get(i + 1)) sureRight++;
    }
  } else if (l.date >= `${YEAR}-04-01`) {
    debits++;
    const c = suggestCategory(l.label, history);
    if (c) {
      categorised++;
      if (c.categoryId === byLabel.get([...byLabel.keys()].find((k) => l.label.startsWith(k)) ?? "")) categoryRight++;
    }
  }
});
const t2 = performance.now();
/** The import call on a production server (the demo vendor, its own embedded PostgreSQL), timed from here. */
async function databaseFigures() {
  const loadBefore = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" / ");
  const server = await startServer();
  const base = `http://127.0.0.1:${server.port}/api`;
  try {
    const { auth, vendorId } = await demoLogin(base, server.demoPassword);
    const importOnce = async () => {
      const started = performance.now();
      const res = await fetch(`${base}/transaction/bank/import`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ vendorId, filename: "releve-2026.csv", content: Buffer.from(csv, "latin1").toString("base64") }),
      });
      const ms = performance.now() - started;
      if (!res.ok) throw new Error(`import: ${res.status} ${await res.text()}`);
      return { ms, body: (await res.json()) as { lines: number; imported: number; duplicates: number } };
    };
    const first = await importOnce();
    const again = await importOnce();
    const started = performance.now();
    const sug = await fetch(`${base}/transaction/bank/suggestions?${new URLSearchParams({ vendorId })}`, { headers: auth });
    const suggestionsMs = performance.now() - started;
    if (!sug.ok) throw new Error(`suggestions: ${sug.status}`);
    return {
      first,
      again,
      suggestionsMs,
      loadBefore,
      loadAfter: os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" / "),
    };
  } finally {
    await server.stop();
  }
}
const db = await databaseFigures();

const pct = (a: number, b: number) => `${Math.round((a / b) * 1000) / 10} %`;
const section = `
## Bank import and matching on a seeded year (issue 19) — ${new Date().toISOString().slice(0, 10)}

\`npm run --workspace bench transactions-bank\` (bench/src/transactions-bank-bench.ts): one venue's year as a Crédit
Agricole-style CSV, ${parsed.lines.length} lines (${credits} credits paying ${open.length} open invoices: 45 % with the invoice
number, 40 % with the couple's name only, 15 % with a bare reference, 7 % short of 0,60 € of fees; ${parsed.lines.length - credits}
card/transfer expenses at 12 recurring merchants). First the pure domain code in process (no database), shared 2-core machine:

| figure | value |
| --- | ---: |
| lines parsed | ${parsed.lines.length} |
| parse time | ${Math.round(t1 - t0)} ms |
| credits with a sure match (exact amount + name or number: one click, or auto) | ${sure} / ${credits} = ${pct(sure, credits)} |
| — of which the right invoice | ${pct(sureRight, sure)} |
| credits with at least one suggestion | ${pct(suggested, credits)} |
| expenses after the first quarter given a category from history | ${categorised} / ${debits} = ${pct(categorised, debits)} |
| — of which the right category | ${pct(categoryRight, categorised)} |
| matching + categorising time for the year | ${Math.round(t2 - t1)} ms |

Then the same file through the import call (POST /transaction/bank/import) of a production server (\`npm start\`'s
entry, NODE_ENV=production) on its own embedded PostgreSQL, as the demo vendor, timed from the client: base64
upload, parse, the duplicate check by key, one INSERT per new line, all in one transaction.

| figure | value |
| --- | ---: |
| first import: lines / imported / duplicates | ${db.first.body.lines} / ${db.first.body.imported} / ${db.first.body.duplicates} |
| first import, whole call | ${Math.round(db.first.ms)} ms |
| same file again (every line a duplicate, nothing written) | ${Math.round(db.again.ms)} ms (${db.again.body.duplicates} duplicates) |
| suggestions call after the import (open invoices × unreconciled lines) | ${Math.round(db.suggestionsMs)} ms |
| machine load (1 / 5 / 15 min) before → after | ${db.loadBefore} → ${db.loadAfter} |

2 cores shared by eight sessions working at the same time: the load above says how busy the machine was.
`;
fs.appendFileSync(path.join(repoRoot, "bench/results.md"), section);
process.stdout.write(`${section}\n`);
