/// <reference path="./fontkit.d.ts" />
import fs from "node:fs";
import path from "node:path";
import { pageLabel } from "@cortege/domain";
import * as fontkit from "fontkit";
import PDFDocument from "pdfkit";
import { repoRoot } from "../../platform/paths.ts";
import { collectPageText, compressPages, type Page, setFill } from "./documents-pdf-content.ts";
import { type EmbeddedFont, useFixedSubset } from "./documents-pdf-fonts.ts";
import { type TextDocument, textWriter } from "./documents-pdf-text.ts";
import { attachFacturX } from "./factur-x/pdf-a3.ts";

/**
 * The PDF of a document, drawn in process with pdfkit (no headless browser). It draws what
 * `PrintDocument` holds and decides nothing: every text, amount and mention is prepared by
 * documents-print.ts from the stored document, so that the layout has no rule of its own.
 */

export type PrintRow = { label: string; value: string; strong?: boolean };
export type PrintLine = {
  name: string;
  details: string[];
  quantity: string;
  unitPrice: string;
  vat: string;
  discount: string;
  total: string;
};
export type PrintDocument = {
  /** "Facture", "Devis"… */
  title: string;
  /** "N° F-2026-00001", or the draft's wording. */
  numberLabel: string;
  /** Printed at the foot of every page with the page number. */
  footerReference: string;
  dates: PrintRow[];
  seller: { name: string; lines: string[] };
  client: { heading: string; name: string; lines: string[] };
  headerNote: string | null;
  /** « Lieu de la prestation (et adresse de livraison) : … », under the client box. */
  place: PrintRow | null;
  lines: PrintLine[];
  totals: PrintRow[];
  /** VAT per EN 16931 category and rate: category code, rate, base, VAT. */
  taxTable: { category: string; rate: string; base: string; tax: string }[];
  /** Under the VAT table: what each category other than S means, with its exemption reason. */
  taxNotes: string[];
  /** After the totals: deductions of a final invoice, the amount due. */
  balance: PrintRow[];
  schedule: PrintRow[];
  payment: string[];
  mentions: string[];
  otherMentions: string | null;
  /** A quote's acceptance box ("Bon pour accord"). */
  signature: { heading: string; lines: string[] } | null;
  /** Seller's legal identity, at the foot of every page. */
  legalFooter: string;
  colors: { primary: string; background: string };
  logo: Buffer | null;
  info: { title: string; author: string; createdAt: Date };
};

const fontsDir = path.resolve(repoRoot, "apps/api/assets/fonts");
/**
 * Parsed once and shared by every render: pdfkit would otherwise parse both TTF files (and its own
 * Helvetica metrics, replaced as the default font) for each document, most of a render's time. The
 * files are committed, so the output is the same on every machine.
 */
const fonts = {
  regular: fontkit.create(fs.readFileSync(path.join(fontsDir, "DejaVuSans.ttf"))),
  bold: fontkit.create(fs.readFileSync(path.join(fontsDir, "DejaVuSans-Bold.ttf"))),
};
// pdfkit takes a parsed fontkit font where its types say file or bytes.
type FontSource = PDFKit.Mixins.PDFFontSource;

/**
 * pdfkit shapes text word by word and keeps each word's glyph run in a cache that lives with one document; the
 * words of invoices repeat from one document to the next (labels, mentions, products, amounts), so the runs are
 * kept across documents, one cache per font (a run depends only on the font and the word). Emptied when large.
 */
const wordRuns = {
  Regular: Object.create(null) as Record<string, unknown>,
  Bold: Object.create(null) as Record<string, unknown>,
};
let documentsSinceCheck = 0;
function sharedWordRuns(name: "Regular" | "Bold"): Record<string, unknown> {
  if (name === "Regular" && ++documentsSinceCheck >= 200) {
    documentsSinceCheck = 0;
    for (const key of ["Regular", "Bold"] as const)
      if (Object.keys(wordRuns[key]).length > 50_000) wordRuns[key] = Object.create(null);
  }
  return wordRuns[name];
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const CONTENT = PAGE.width - 2 * MARGIN;
/** Space kept at the bottom of each page for the footer. */
const FOOTER_HEIGHT = 46;
const BOTTOM = PAGE.height - MARGIN - FOOTER_HEIGHT;
const TEXT = "#222222";
const MUTED = "#666666";
const RULE = "#d8d2cc";

const columns = [
  { key: "name", title: "Désignation", width: 200, align: "left" },
  { key: "quantity", title: "Qté", width: 45, align: "right" },
  { key: "unitPrice", title: "Prix unit. HT", width: 75, align: "right" },
  { key: "vat", title: "TVA", width: 55, align: "right" },
  { key: "discount", title: "Remise", width: 50, align: "right" },
  { key: "total", title: "Total HT", width: 90, align: "right" },
] as const;

/** Renders the document to PDF bytes; the same input always gives the same bytes. */
export function renderDocumentPdf(input: PrintDocument, facturX: Buffer | null = null): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    // An issued invoice is a Factur-X file: PDF/A-3b carrying its XML (factur-x/pdf-a3.ts).
    ...(facturX ? { subset: "PDF/A-3b" as const, pdfVersion: "1.7" as const } : {}),
    font: fonts.regular as unknown as string,
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: "fr-FR",
    displayTitle: true,
    // A fixed creation date makes the file ID fixed too: same document, same bytes.
    info: {
      Title: input.info.title,
      Author: input.info.author,
      Creator: "Cortège",
      Producer: "Cortège",
      CreationDate: input.info.createdAt,
      ModDate: input.info.createdAt,
    },
  });
  const pageOf = () => (doc as unknown as { page: Page }).page;
  collectPageText(pageOf());
  doc.on("pageAdded", () => collectPageText(pageOf()));
  // pdfkit hands each piece of the file (a few hundred per document) to a stream, as a byte array it makes
  // character by character: the pieces are kept here instead, the text ones made bytes natively (same bytes).
  const output = doc as unknown as {
    _write: (data: unknown) => void;
    _finalize: () => void;
    _offset: number;
    read: () => Buffer | null;
  };
  const head = output.read();
  const chunks: Uint8Array[] = head ? [head] : [];
  output._write = (data) => {
    const bytes = data instanceof Uint8Array ? data : Buffer.from(`${data}\n`, "latin1");
    chunks.push(bytes);
    output._offset += bytes.length;
  };
  const done = new Promise<Buffer>((resolve) => {
    const finalize = output._finalize.bind(doc);
    output._finalize = () => {
      finalize();
      resolve(Buffer.concat(chunks));
    };
  });
  doc.registerFont("Regular", fonts.regular as unknown as FontSource);
  doc.registerFont("Bold", fonts.bold as unknown as FontSource);
  // pdfkit files a registered font under its alias only when it is not already loaded: "Regular" is the
  // default font, filed under its alias here (else pdfkit would open it again and compare the two).
  const internals = doc as unknown as {
    _font: EmbeddedFont & { layoutCache?: unknown };
    _fontFamilies: Record<string, unknown>;
  };
  internals._fontFamilies.Regular = internals._font;
  for (const name of ["Bold", "Regular"] as const) {
    doc.font(name);
    internals._fontFamilies[name] = internals._font;
    internals._font.layoutCache = sharedWordRuns(name);
    useFixedSubset(internals._font);
  }
  const { primary, background } = input.colors;

  let y = MARGIN;
  const fillable = doc as unknown as Parameters<typeof setFill>[0];
  const fillRect = (x: number, top: number, width: number, h: number, color: string) => {
    doc.rect(x, top, width, h);
    setFill(fillable, color);
    doc.fill();
  };
  const font = (name: "Regular" | "Bold", size: number, color = TEXT) => {
    doc.font(name).fontSize(size);
    setFill(fillable, color);
  };
  // Each distinct text laid out once per process, for its height and its drawing (documents-pdf-text.ts).
  const texts = textWriter(doc as unknown as TextDocument);
  const write = texts.draw;
  const height = (text: string, width: number) => texts.height(text, { width });
  const newPage = () => {
    doc.addPage();
    y = MARGIN;
  };
  const ensure = (needed: number) => {
    if (y + needed > BOTTOM) newPage();
  };

  // ---- Header: logo and seller on the left, title, number and dates on the right.
  const leftWidth = 260;
  const rightX = MARGIN + 280;
  const rightWidth = CONTENT - 280;
  let left = MARGIN;
  // The logo comes opaque, laid on white (document-logo.ts): keep it on the page's white.
  if (input.logo) {
    try {
      doc.image(input.logo, MARGIN, left, { fit: [150, 60] });
      left += 68;
    } catch {
      // An unreadable image leaves the header without a logo rather than failing the document.
    }
  }
  font("Bold", 11);
  write(input.seller.name, MARGIN, left, { width: leftWidth });
  left += height(input.seller.name, leftWidth) + 2;
  font("Regular", 8.5, MUTED);
  for (const line of input.seller.lines) {
    write(line, MARGIN, left, { width: leftWidth });
    left += height(line, leftWidth) + 1;
  }

  let right = MARGIN;
  font("Bold", 22, primary);
  write(input.title, rightX, right, { width: rightWidth, align: "right" });
  right += height(input.title, rightWidth) + 2;
  font("Bold", 10.5);
  write(input.numberLabel, rightX, right, { width: rightWidth, align: "right" });
  right += height(input.numberLabel, rightWidth) + 6;
  for (const row of input.dates) {
    font("Regular", 8.5, MUTED);
    const text = `${row.label} : `;
    write(text, rightX, right, { width: rightWidth - 80, align: "right" });
    font(row.strong ? "Bold" : "Regular", 8.5);
    write(row.value, rightX + rightWidth - 80, right, { width: 80, align: "right" });
    right += 12;
  }
  y = Math.max(left, right) + 14;

  // ---- Client box.
  font("Regular", 9);
  const clientText = [input.client.name, ...input.client.lines];
  const boxWidth = 250;
  const boxX = MARGIN + CONTENT - boxWidth;
  const innerWidth = boxWidth - 20;
  const boxHeight = 30 + clientText.reduce((h, l) => h + height(l, innerWidth) + 1, 0);
  fillRect(boxX, y, boxWidth, boxHeight, background);
  font("Bold", 7.5, primary);
  write(input.client.heading.toUpperCase(), boxX + 10, y + 8, { width: innerWidth, characterSpacing: 0.6 });
  let cy = y + 21;
  font("Bold", 10);
  write(input.client.name, boxX + 10, cy, { width: innerWidth });
  cy += height(input.client.name, innerWidth) + 1;
  font("Regular", 9);
  for (const line of input.client.lines) {
    write(line, boxX + 10, cy, { width: innerWidth });
    cy += height(line, innerWidth) + 1;
  }
  y += boxHeight + 16;

  if (input.place) {
    const text = `${input.place.label} : ${input.place.value}`;
    // Measured in bold, the wider of the two fonts the line mixes; pdfkit's own cursor says where it ended.
    font("Bold", 9);
    ensure(height(text, CONTENT));
    doc.text(`${input.place.label} : `, MARGIN, y, { width: CONTENT, continued: true });
    font("Regular", 9);
    doc.text(input.place.value, { width: CONTENT });
    y = doc.y + 10;
  }
  if (input.headerNote) {
    font("Regular", 9);
    const h = height(input.headerNote, CONTENT);
    ensure(h);
    write(input.headerNote, MARGIN, y, { width: CONTENT });
    y += h + 12;
  }

  // ---- Lines.
  const tableHeader = () => {
    fillRect(MARGIN, y, CONTENT, 20, primary);
    font("Bold", 8, "#ffffff");
    let x = MARGIN;
    for (const c of columns) {
      write(c.title, x + 5, y + 6, { width: c.width - 10, align: c.align, lineBreak: false });
      x += c.width;
    }
    y += 24;
  };
  ensure(50);
  tableHeader();
  const nameWidth = columns[0].width - 10;
  for (const line of input.lines) {
    font("Bold", 9);
    let rowHeight = height(line.name, nameWidth);
    font("Regular", 8);
    for (const d of line.details) rowHeight += height(d, nameWidth) + 1;
    rowHeight += 8;
    if (y + rowHeight > BOTTOM) {
      newPage();
      tableHeader();
    }
    let x = MARGIN;
    let ly = y;
    font("Bold", 9);
    write(line.name, x + 5, ly, { width: nameWidth });
    ly += height(line.name, nameWidth) + 1;
    font("Regular", 8, MUTED);
    for (const d of line.details) {
      write(d, x + 5, ly, { width: nameWidth });
      ly += height(d, nameWidth) + 1;
    }
    x += columns[0].width;
    font("Regular", 9);
    for (const c of columns.slice(1)) {
      write(line[c.key], x + 5, y, { width: c.width - 10, align: "right", lineBreak: false });
      x += c.width;
    }
    y += rowHeight;
    doc
      .moveTo(MARGIN, y - 4)
      .lineTo(MARGIN + CONTENT, y - 4)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }
  y += 8;

  // ---- Totals, right column; VAT per rate on the left.
  const rowsBlock = (rows: PrintRow[], x: number, width: number) => {
    for (const row of rows) {
      ensure(16);
      if (row.strong) fillRect(x, y - 3, width, 17, background);
      font(row.strong ? "Bold" : "Regular", 9);
      write(row.label, x + 6, y, { width: width - 92, lineBreak: false });
      write(row.value, x + width - 86, y, { width: 80, align: "right", lineBreak: false });
      y += row.strong ? 19 : 14;
    }
  };
  const totalsWidth = 290;
  const totalsX = MARGIN + CONTENT - totalsWidth;
  // Measured as rowsBlock draws them, so that the totals never split from the VAT table beside them.
  const rowsHeight = (rows: PrintRow[]) => rows.reduce((h, r) => h + (r.strong ? 19 : 14), 0);
  const totalsHeight = rowsHeight(input.totals) + (input.balance.length > 0 ? 4 + rowsHeight(input.balance) : 0) + 4;
  const widths = [30, 44, 76, 72];
  const taxWidth = widths.reduce((a, b) => a + b, 0);
  font("Regular", 7);
  const notesHeight = input.taxNotes.reduce((h, n) => h + height(n, taxWidth) + 2, 0);
  const taxHeight = input.taxTable.length > 0 ? 13 * (input.taxTable.length + 1) + 4 + (notesHeight ? notesHeight + 4 : 0) : 0;
  ensure(Math.max(totalsHeight, taxHeight));
  const top = y;
  if (input.taxTable.length > 0) {
    const heads = ["Cat.", "Taux", "Base HT", "Montant TVA"];
    font("Bold", 8, primary);
    let x = MARGIN;
    heads.forEach((h, i) => {
      write(h, x, y, { width: (widths[i] as number) - 6, align: i === 0 ? "left" : "right", lineBreak: false });
      x += widths[i] as number;
    });
    y += 13;
    font("Regular", 8.5);
    for (const t of input.taxTable) {
      x = MARGIN;
      [t.category, t.rate, t.base, t.tax].forEach((v, i) => {
        write(v, x, y, { width: (widths[i] as number) - 6, align: i === 0 ? "left" : "right", lineBreak: false });
        x += widths[i] as number;
      });
      y += 13;
    }
    // What a category other than S means (Z, E with its exemption reason: a 0 % is never ambiguous).
    if (input.taxNotes.length > 0) {
      y += 4;
      font("Regular", 7, MUTED);
      for (const n of input.taxNotes) {
        write(n, MARGIN, y, { width: taxWidth });
        y += height(n, taxWidth) + 2;
      }
    }
  }
  const afterTax = y;
  y = top;
  rowsBlock(input.totals, totalsX, totalsWidth);
  if (input.balance.length > 0) {
    y += 4;
    rowsBlock(input.balance, totalsX, totalsWidth);
  }
  y = Math.max(y, afterTax) + 14;

  // ---- Paragraph sections: schedule, payment, mentions, other mentions, acceptance.
  const paragraphHeight = (text: string, size: number) => {
    font("Regular", size);
    return height(text, CONTENT);
  };
  /** A section's heading is kept on the page of its first paragraph. */
  const heading = (text: string, first: string | undefined, size = 8.5) => {
    ensure(14 + (first === undefined ? 0 : paragraphHeight(first, size)));
    font("Bold", 9, primary);
    write(text, MARGIN, y, { width: CONTENT });
    y += 14;
  };
  const paragraph = (text: string, size = 8.5, color = TEXT) => {
    font("Regular", size, color);
    const h = height(text, CONTENT);
    ensure(h);
    write(text, MARGIN, y, { width: CONTENT });
    y += h + 3;
  };
  if (input.schedule.length > 0) {
    const rows = input.schedule.map((row) => `${row.label} : ${row.value}`);
    heading("Échéancier des acomptes", rows[0]);
    for (const row of rows) paragraph(row);
    y += 6;
  }
  if (input.payment.length > 0) {
    heading("Règlement", input.payment[0]);
    for (const p of input.payment) paragraph(p);
    y += 6;
  }
  if (input.mentions.length > 0) {
    heading("Mentions légales", input.mentions[0], 8);
    for (const m of input.mentions) paragraph(m, 8);
    y += 6;
  }
  if (input.otherMentions) {
    const paragraphs = input.otherMentions.split(/\n+/);
    heading("Autres mentions", paragraphs[0], 8);
    for (const p of paragraphs) paragraph(p, 8);
    y += 6;
  }
  if (input.signature) {
    // Every line measured at its width (the first one wraps): the box grows with its text, stays
    // whole on one page and keeps room to sign below the text.
    const w = 250;
    const x = MARGIN + CONTENT - w;
    const inner = w - 20;
    font("Bold", 9);
    const headingHeight = height(input.signature.heading, inner) + 6;
    font("Regular", 8.5);
    const lineHeights = input.signature.lines.map((l) => height(l, inner) + 3);
    const SIGNING_SPACE = 56;
    const boxHeight = 8 + headingHeight + lineHeights.reduce((a, b) => a + b, 0) + SIGNING_SPACE;
    ensure(boxHeight + 10);
    doc.rect(x, y, w, boxHeight).lineWidth(0.8).strokeColor(RULE).stroke();
    let sy = y + 8;
    font("Bold", 9, primary);
    write(input.signature.heading, x + 10, sy, { width: inner });
    sy += headingHeight;
    font("Regular", 8.5, MUTED);
    input.signature.lines.forEach((l, i) => {
      write(l, x + 10, sy, { width: inner });
      sy += lineHeights[i] as number;
    });
    y += boxHeight + 10;
  }

  // ---- Footer on every page: legal identity, number and "Page n / N".
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would open a new page.
    doc.page.margins.bottom = 0;
    const fy = PAGE.height - MARGIN - FOOTER_HEIGHT + 12;
    doc
      .moveTo(MARGIN, fy - 6)
      .lineTo(MARGIN + CONTENT, fy - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    font("Regular", 7, MUTED);
    write(input.legalFooter, MARGIN, fy, { width: CONTENT, align: "center", height: 20, ellipsis: true });
    font("Bold", 7.5, TEXT);
    write(input.footerReference, MARGIN, fy + 22, { width: CONTENT / 2, lineBreak: false });
    write(pageLabel(i - range.start + 1, range.count), MARGIN + CONTENT / 2, fy + 22, {
      width: CONTENT / 2,
      align: "right",
      lineBreak: false,
    });
  }
  if (facturX) attachFacturX(doc as unknown as Parameters<typeof attachFacturX>[0], facturX, input.info.createdAt);
  compressPages((doc as unknown as { _pageBuffer: Page[] })._pageBuffer);
  doc.end();
  return done;
}
