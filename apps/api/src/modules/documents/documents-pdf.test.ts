import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PdfFixture, pdfFixtures } from "./documents-pdf.fixtures.ts";
import { renderDocumentPdf } from "./documents-pdf.ts";
import { toPrintDocument } from "./documents-print.ts";

/**
 * Golden images: each fixture is rendered, rasterised by poppler's pdftoppm at 50 dpi and compared
 * pixel by pixel with the approved PNG committed beside this file. After a wanted change of layout,
 * approve the new images with `UPDATE_PDF_GOLDEN=1 npx vitest run --project api apps/api/src/modules/documents/documents-pdf.test.ts`
 * and look at them before committing.
 */
const goldenDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "__golden__");
const updating = process.env.UPDATE_PDF_GOLDEN === "1";
/** A pixel differs when a channel moves by more than this (anti-aliasing differences stay below). */
const CHANNEL_TOLERANCE = 32;
/**
 * Differing pixels a page may have. The same poppler gives identical pixels; the margin absorbs
 * anti-aliasing of another version, while one changed character (a "!" is 9 pixels) still fails.
 */
const MAX_DIFFERING_PIXELS = 4;

let work: string;
let fixtures: PdfFixture[];

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "cortege-pdf-"));
  // A logo made on the spot: the same pixels every time, PNG like a converted upload.
  const logo = await sharp({ create: { width: 300, height: 120, channels: 3, background: "#4a2c40" } })
    .composite([
      {
        input: await sharp({ create: { width: 120, height: 40, channels: 3, background: "#e8c7a0" } })
          .png()
          .toBuffer(),
        left: 90,
        top: 40,
      },
    ])
    .png()
    .toBuffer();
  fixtures = pdfFixtures(logo);
});
afterAll(() => {
  fs.rmSync(work, { recursive: true, force: true });
});

async function render(fixture: PdfFixture): Promise<string> {
  const file = path.join(work, `${fixture.name}.pdf`);
  fs.writeFileSync(file, await renderDocumentPdf(toPrintDocument(fixture.source)));
  return file;
}

function rasterise(file: string, name: string): string[] {
  const prefix = path.join(work, name);
  execFileSync("pdftoppm", ["-r", "50", "-png", file, prefix]);
  return fs
    .readdirSync(work)
    .filter((f) => f.startsWith(`${name}-`) && f.endsWith(".png"))
    .sort((a, b) => Number(a.match(/-(\d+)\.png$/)?.[1]) - Number(b.match(/-(\d+)\.png$/)?.[1]))
    .map((f) => path.join(work, f));
}

/** The PDF's text; pdftotext may give the no-break spaces as plain ones, so all become plain. */
const pdfText = (file: string) =>
  execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/[\u00a0\u202f]/g, " ");

async function differingPixels(actual: string, expected: string): Promise<number> {
  const [a, e] = await Promise.all(
    [actual, expected].map((f) => sharp(f).removeAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  if (!a || !e || a.info.width !== e.info.width || a.info.height !== e.info.height) return Number.POSITIVE_INFINITY;
  let differing = 0;
  const pixels = a.info.width * a.info.height;
  for (let i = 0; i < pixels; i++) {
    for (let c = 0; c < 3; c++) {
      if (Math.abs((a.data[i * 3 + c] as number) - (e.data[i * 3 + c] as number)) > CHANNEL_TOLERANCE) {
        differing++;
        break;
      }
    }
  }
  return differing;
}

describe("document PDF", () => {
  it("gives the same bytes for the same document (fixed creation date and file ID)", async () => {
    // The shaped words and the texts' layouts are kept across documents: a document rendered first (its texts
    // laid out for the first time) and again after the others (its layouts reused) must give the same bytes.
    const first = [];
    for (const fixture of fixtures) first.push(await renderDocumentPdf(toPrintDocument(fixture.source)));
    for (const [i, fixture] of fixtures.entries()) {
      const again = await renderDocumentPdf(toPrintDocument(fixture.source));
      expect(again.equals(first[i] as Buffer), fixture.name).toBe(true);
    }
    expect(first[0]?.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("matches the approved images, page by page", async () => {
    fs.mkdirSync(goldenDir, { recursive: true });
    const failures: string[] = [];
    for (const fixture of fixtures) {
      const pages = rasterise(await render(fixture), fixture.name);
      const approved = fs.readdirSync(goldenDir).filter((f) => f.startsWith(`${fixture.name}-`));
      if (updating) {
        for (const f of approved) fs.rmSync(path.join(goldenDir, f));
        for (const p of pages) fs.copyFileSync(p, path.join(goldenDir, path.basename(p)));
        continue;
      }
      if (approved.length !== pages.length) {
        failures.push(`${fixture.name}: ${pages.length} pages, ${approved.length} approved`);
        continue;
      }
      for (const p of pages) {
        const differing = await differingPixels(p, path.join(goldenDir, path.basename(p)));
        if (differing > MAX_DIFFERING_PIXELS) failures.push(`${path.basename(p)}: ${differing} pixels differ`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("prints a client name in a script outside the fonts' shared Latin glyphs, and the next document is unchanged", async () => {
    const fixture = fixtures[0] as PdfFixture;
    const before = await renderDocumentPdf(toPrintDocument(fixture.source));
    const printed = toPrintDocument(fixture.source);
    printed.client.name = "Ζωή Παπαδοπούλου — Дмитрий Ёлкин";
    const file = path.join(work, "other-script.pdf");
    fs.writeFileSync(file, await renderDocumentPdf(printed));
    const text = pdfText(file);
    expect(text).toContain("Ζωή Παπαδοπούλου — Дмитрий Ёлкин");
    expect(text).toContain("Château de la Roseraie SAS");
    // Every font embedded, as PDF/A wants.
    const fonts = execFileSync("pdffonts", [file], { encoding: "utf8" }).trim().split("\n").slice(2);
    expect(fonts.length).toBeGreaterThan(0);
    for (const line of fonts) expect(line).toMatch(/CID TrueType\s+Identity-H\s+yes yes yes/);
    // The glyphs it added belong to that document only.
    expect((await renderDocumentPdf(toPrintDocument(fixture.source))).equals(before)).toBe(true);
  });

  it("prints three pages or more for a long invoice, with its number and 'Page n / N' on every page", async () => {
    const fixture = fixtures.find((f) => f.name === "invoice-private-long") as PdfFixture;
    const pages = pdfText(await render(fixture))
      .split("\f")
      .filter((p) => p.trim() !== "");
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, i) => {
      expect(page).toContain("Facture F-2026-00042");
      expect(page).toContain(`Page ${i + 1} / ${pages.length}`);
      expect(page).toContain("SIRET 732 829 320 00074");
    });
    const all = pages.join("\n");
    // A private client: no 40 € recovery indemnity (forbidden towards consumers).
    expect(all).not.toContain("40 €");
    expect(all).toContain("Saint-Étienne-sur-Chalaronne");
    expect(all).toContain("Prestation n° 70");
  });

  it("prints the deductions of a final invoice, the corrected invoice of a credit note and the special mentions", async () => {
    const text = async (name: string) => pdfText(await render(fixtures.find((f) => f.name === name) as PdfFixture));
    const final = await text("final-invoice-deposits");
    expect(final).toMatch(/Acompte AC-2026-00001 du 05\/03\/2026\s+-136,73\s€/);
    expect(final).toMatch(/Acompte AC-2026-00002 du 12\/06\/2026\s+-78,58\s€/);
    expect(final).toMatch(/Net à payer TTC\s+240,45\s€/);
    expect(final).toContain("Une indemnité forfaitaire de 40 € pour frais de recouvrement");
    expect(final).toContain("au capital de 150 000 €");

    const credit = await text("credit-note");
    expect(credit).toContain("Avoir sur la facture n° F-2026-00043 du 12/09/2026");
    expect(credit).toMatch(/Total de l'avoir TTC\s+60,00\s€/);

    // The final invoice's VAT breakdown by category, its disbursement exempt with art. 267 II-2°.
    expect(final).toMatch(/S\s+20 %\s+285,75 €\s+57,15 €/);
    expect(final).toMatch(/E\s+—\s+45,50 €\s+0,00 €/);
    expect(final).toMatch(
      /E \(exonéré\) : Débours refacturés à l'euro près, hors base de\s+(.*\s+)?TVA \(art\. 267 II-2° du CGI\)/,
    );
    expect(final).toMatch(/Date de la prestation :\s+05\/09\/2026/);
    expect(final).toContain(
      "Lieu de la prestation et adresse de livraison : Château de la Roseraie, 12 allée des Tilleuls, 16000",
    );

    // A credit note of that final invoice credits what it charged net of its deposits: HT, VAT and total.
    const creditFinal = await text("credit-note-final");
    expect(creditFinal).toMatch(/Total HT crédité\s+210,94\s€/);
    expect(creditFinal).toMatch(/TVA créditée\s+29,51\s€/);
    expect(creditFinal).toMatch(/Total de l'avoir TTC\s+240,45\s€/);
    expect(creditFinal).not.toContain("Total TVA");
    expect(creditFinal).toMatch(/S\s+20 %\s+188,60 €\s+45,48 €/);
    expect(creditFinal).not.toContain("Net de l'avoir");

    const deposit = await text("deposit-sole-trader-no-vat");
    expect(deposit).toContain("Zoé Mercier EI");
    expect(deposit).toContain("Attribution du numéro SIRET en cours");
    expect(deposit).toContain("TVA non applicable, art. 293 B du CGI");
    // Without VAT, prices excluding tax only: no VAT total, no VAT table.
    expect(deposit).not.toContain("Total TVA");
    expect(deposit).not.toContain("Taux TVA");
    expect(deposit).toContain("Acompte : somme versée à titre d'engagement ferme des deux parties.");
    expect(deposit).toContain("Facture d'acompte");

    const quote = await text("quote-business");
    expect(quote).toContain("Bon pour accord");
    expect(quote).toMatch(/Valable jusqu'au :\s+04\/04\/2026/);
    expect(quote).toMatch(/Date de la prestation :\s+05\/09\/2026/);
  });
});
