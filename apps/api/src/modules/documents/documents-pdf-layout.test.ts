import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PdfFixture, pdfFixtures } from "./documents-pdf.fixtures.ts";
import { renderDocumentPdf } from "./documents-pdf.ts";
import { type PrintSource, toPrintDocument } from "./documents-print.ts";

/**
 * Layout checks that golden images cannot make for every length of document: the quote is rendered
 * with 0 to 45 lines, so that each block (totals, schedule, payment, mentions, the « Bon pour
 * accord » box) lands near the end of a page at least once, and poppler's word boxes must show no
 * two lines of text drawn over each other and the acceptance box whole on one page.
 */

type Box = { page: number; text: string; xMin: number; yMin: number; xMax: number; yMax: number };

let work: string;
let quote: PrintSource;
let extraLines: PrintSource["quote"]["products"];

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "cortege-pdf-layout-"));
  const fixtures = pdfFixtures(null);
  quote = (fixtures.find((f) => f.name === "quote-business") as PdfFixture).source;
  extraLines = (fixtures.find((f) => f.name === "invoice-private-long") as PdfFixture).source.quote.products;
});
afterAll(() => {
  fs.rmSync(work, { recursive: true, force: true });
});

/** The lines of text of each page, with their boxes (pdftotext -bbox-layout). */
function textLines(file: string): Box[] {
  const html = execFileSync("pdftotext", ["-bbox-layout", file, "-"], { encoding: "utf8" });
  const boxes: Box[] = [];
  html
    .split("<page ")
    .slice(1)
    .forEach((page, index) => {
      for (const m of page.matchAll(
        /<line xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([\s\S]*?)<\/line>/g,
      )) {
        const words = [...(m[5] as string).matchAll(/<word[^>]*>([^<]*)<\/word>/g)].map((w) => w[1]).join(" ");
        boxes.push({
          page: index + 1,
          text: words,
          xMin: Number(m[1]),
          yMin: Number(m[2]),
          xMax: Number(m[3]),
          yMax: Number(m[4]),
        });
      }
    });
  return boxes;
}

/** Pairs of lines of one page whose boxes cover each other (more than a hair of anti-aliasing). */
function overlaps(boxes: Box[]): string[] {
  const found: string[] = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i] as Box;
      const b = boxes[j] as Box;
      if (a.page !== b.page) continue;
      const w = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
      const h = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
      if (w > 1 && h > 1.5) found.push(`page ${a.page}: « ${a.text} » over « ${b.text} »`);
    }
  }
  return found;
}

function withLines(count: number, deposits = quote.quote.deposits): PrintSource {
  const products = Array.from({ length: count }, (_, i) => ({
    ...(extraLines[i % extraLines.length] as (typeof extraLines)[number]),
    position: i,
    lineId: `line-${i}`,
  }));
  return { ...quote, quote: { ...quote.quote, products, deposits } };
}

async function render(source: PrintSource, name: string): Promise<string> {
  const file = path.join(work, `${name}.pdf`);
  fs.writeFileSync(file, await renderDocumentPdf(toPrintDocument(source)));
  return file;
}

describe("quote PDF layout at every length", () => {
  it("never draws text over text, and keeps the « Bon pour accord » box whole on one page", async () => {
    const problems: string[] = [];
    for (let count = 0; count <= 45; count++) {
      const boxes = textLines(await render(withLines(count), `quote-${count}`));
      for (const o of overlaps(boxes)) problems.push(`${count} lines, ${o}`);
      const heading = boxes.find((b) => b.text === "Bon pour accord");
      const first = boxes.find((b) => b.text.startsWith("Date et signature du client"));
      const approvedBy = boxes.find((b) => b.text.startsWith("Pour le prestataire"));
      if (!heading || !first || !approvedBy) {
        problems.push(`${count} lines: the acceptance box is incomplete`);
        continue;
      }
      if (heading.page !== first.page || first.page !== approvedBy.page) {
        problems.push(`${count} lines: the acceptance box is split over two pages`);
      }
      // Nothing of the box may reach the footer (its rule is 46 pt above the bottom margin).
      if (approvedBy.yMax > 841.89 - 40 - 46) problems.push(`${count} lines: the acceptance box runs into the footer`);
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it("prints a deposit without a date as due on receipt, never on the quote's date", async () => {
    const deposits = quote.quote.deposits.map((d) => ({ ...d, dueDate: null }));
    const text = execFileSync("pdftotext", ["-layout", await render(withLines(3, deposits), "no-dates"), "-"], {
      encoding: "utf8",
    }).replace(/[\u00a0\u202f]/g, " ");
    expect(text).toMatch(/Acompte 1 \(30 %\) : 136,73 € — à réception de la facture/);
    expect(text).toMatch(/Solde : 319,03 € — à réception de la facture/);
  });
});
