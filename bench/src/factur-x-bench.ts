// The time to produce one Factur-X file (issue 24): the CII XML written from a frozen document (pure), and
// the 1-page invoice rendered as PDF/A-3b carrying it, against the same PDF without it; 100 runs each, in
// process and one at a time, as the API does at issue. Appends a section to bench/results.md.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type FacturXInput, facturXXml, sellerPartyOf } from "@cortege/domain";
import { benchFixture } from "../../apps/api/src/modules/documents/documents-pdf.fixtures.ts";
import { renderDocumentPdf } from "../../apps/api/src/modules/documents/documents-pdf.ts";
import { toPrintDocument } from "../../apps/api/src/modules/documents/documents-print.ts";
import { repoRoot } from "./server-process.ts";

const RUNS = Number(process.env.BENCH_FACTURX_RUNS ?? 100);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
const round = (n: number) => Math.round(n * 100) / 100;

const input: FacturXInput = {
  type: "INVOICE",
  number: "F-2027-00042",
  issueDate: "2027-09-02",
  dueDate: "2027-10-02",
  seller: sellerPartyOf({
    corporateName: "Traiteur Bench SAS",
    legalForm: "SAS",
    siren: "123456782",
    siret: "12345678200018",
    vatNumber: "FR32123456782",
    address: { street: "1 rue de la Paix", postalCode: "75002", city: "Paris" },
  }),
  buyer: {
    type: "PROFESSIONAL",
    name: "Agence Nord",
    corporateName: "Agence Nord",
    siren: "987654321",
    vatNumber: null,
    email: null,
    address: { street: "5 rue Haute", secondaryUnit: null, postalCode: "59000", city: "Lille", countryCode: "FR" },
  },
  vatRegime: { kind: "LIABLE" },
  operationNature: "SERVICES",
  vatOnDebits: false,
  lines: Array.from({ length: 5 }, (_, i) => ({
    name: `Prestation ${i + 1}`,
    description: null,
    ref: null,
    unitType: "PIECE",
    quantityMilli: 2000,
    unitBases: [{ group: i % 2 ? "TAX_10" : "TAX_20", unitCents: 10_000 }],
    discount: { discountType: "PERCENTAGE", discountValue: 0 },
  })),
  globalDiscount: { discountType: "PERCENTAGE", discountValue: 0 },
  charged: {
    taxDetails: [
      { taxType: "TAX_20", baseCents: 60_000, taxAmountCents: 12_000 },
      { taxType: "TAX_10", baseCents: 40_000, taxAmountCents: 4_000 },
    ],
    disbursementsCents: 0,
  },
  deducted: { taxDetails: [], disbursementsCents: 0 },
  correctedInvoice: null,
  deductedDeposits: [],
  quoteNumber: "D-2027-00007",
  serviceDate: "2027-09-12",
  serviceAddress: null,
  payment: {
    method: "BANK_TRANSFER",
    methodLabel: "Virement bancaire",
    iban: "FR7630004008230001053287041",
    bic: "BNPAFRPP",
    termsLabel: "Paiement à 30 jours",
  },
  notes: ["Une indemnité forfaitaire de 40 € pour frais de recouvrement est due en cas de retard de paiement."],
};

async function measure(run: () => unknown | Promise<unknown>) {
  for (let i = 0; i < 10; i++) await run();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const cpuStart = process.cpuUsage();
    await run();
    wall.push(performance.now() - started);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { p50: round(percentile(wall, 50)), p95: round(percentile(wall, 95)), cpu50: round(percentile(cpu, 50)) };
}

async function main(): Promise<void> {
  const print = toPrintDocument(benchFixture(5, null));
  const xml = await measure(() => facturXXml(input));
  const bytes = Buffer.from(facturXXml(input), "utf8");
  const plain = await measure(() => renderDocumentPdf(print));
  const pdfa = await measure(() => renderDocumentPdf(print, Buffer.from(facturXXml(input), "utf8")));
  const load = os.loadavg()[0]?.toFixed(1);
  const section = [
    "",
    `## Factur-X: time to produce one file (${new Date().toISOString().slice(0, 10)})`,
    "",
    `\`node --import tsx bench/src/factur-x-bench.ts\`; ${RUNS} runs each after 10 warm-up runs, one at a time, in process; ${os.cpus().length} cores, 1-min load ${load} (shared machine: wall times carry the others' load, CPU time is this process' own).`,
    "",
    "| what | p50 wall (ms) | p95 wall (ms) | p50 CPU (ms) |",
    "| --- | ---: | ---: | ---: |",
    `| CII XML (EN 16931) of a 5-line invoice, ${bytes.length} bytes | ${xml.p50} | ${xml.p95} | ${xml.cpu50} |`,
    `| 1-page invoice PDF, no XML (before) | ${plain.p50} | ${plain.p95} | ${plain.cpu50} |`,
    `| 1-page invoice as Factur-X: XML + PDF/A-3b with factur-x.xml, XMP, sRGB intent | ${pdfa.p50} | ${pdfa.p95} | ${pdfa.cpu50} |`,
    "",
  ].join("\n");
  fs.appendFileSync(path.join(repoRoot, "bench/results.md"), section);
  process.stdout.write(section);
}

await main();
