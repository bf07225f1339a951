import { openText, type Page } from "./documents-pdf-content.ts";
import type { EmbeddedFont } from "./documents-pdf-fonts.ts";

/**
 * pdfkit's `text()` wraps, measures and shapes a text at every call: split at break opportunities
 * (linebreak's Unicode tables), each word measured, each line encoded glyph by glyph into a TJ array.
 * The texts of invoices repeat from one document to the next (labels, column titles, mentions, the
 * products a vendor sells, amounts), so each distinct text is laid out once per process — its lines,
 * where each one starts (alignment) and its encoded glyph runs — and a later call writes those runs at
 * its position, in the page's open text object (documents-pdf-content.ts): the glyphs, positions and
 * fonts pdfkit would write, a few string joins.
 * A layout is kept only when it is the same in every document: glyphs of the fixed font subsets
 * (documents-pdf-fonts.ts; another glyph is numbered per document) and no glyph placed off its
 * baseline (combining marks); such a text, one near a page's bottom (pdfkit would go on to a new
 * page) and a text continued by the next call go to pdfkit's own `text()`.
 */

export type TextOptions = {
  width: number;
  align?: "left" | "right" | "center";
  lineBreak?: boolean;
  characterSpacing?: number;
  height?: number;
  ellipsis?: boolean;
};

// The parts of pdfkit's document this reads or calls (pdfkit 0.20; its types do not describe them).
type PdfPage = Page & { fonts: Record<string, unknown>; maxY: () => number };
type WrapOptions = TextOptions & { lineWidth: number; textWidth: number; lineGap?: number };
export type TextDocument = {
  x: number;
  y: number;
  page: PdfPage;
  _font: EmbeddedFont & { name: string; ref: () => unknown; encode: (text: string) => [string[], Position[]] };
  _fontSize: number;
  _lineGap: number;
  _wrapper: unknown;
  _textOptions: unknown;
  _text: (
    text: string,
    x: number,
    y: number,
    options: TextOptions,
    lineCallback: (line: string, options: WrapOptions) => void,
  ) => unknown;
  text: (text: string, x: number, y: number, options: TextOptions) => unknown;
  addContent: (data: string) => unknown;
  currentLineHeight: (includeGap?: boolean) => number;
  widthOfString: (text: string, options?: TextOptions) => number;
  heightOfString: (text: string, options?: TextOptions) => number;
};
type Position = { xAdvance: number; advanceWidth: number; xOffset: number; yOffset: number };

type Line = {
  /** Added to the call's x: the line's alignment in the width. */
  shift: number;
  /** The line's glyph runs (a TJ operator); null for an empty line. */
  run: string | null;
};
type Layout = {
  fontId: string;
  size: number;
  characterSpacing: number;
  /** The operators setting the font and size, and the character spacing. */
  fontOp: string;
  spacingOp: string;
  lines: Line[];
  /** The font's line height at that size (pdfkit moves down by it after each line). */
  step: number;
  /** From the top of a line to its baseline. */
  dy: number;
  /** Glyph id → code points for the font's ToUnicode map, as pdfkit's encode records them. */
  glyphs: [number, number[]][];
  /** The rendering whose ToUnicode map already has these glyphs (a number: a layout keeps no document alive). */
  recordedIn: number;
};

/** The id a glyph outside the fixed subsets gets while a text is laid out: the layout is not kept. */
const NOT_FIXED = 0xffff;

/** What PDFObject.number writes: rounded to 6 decimals. */
const num = (n: number) => Math.round(n * 1e6) / 1e6;

/** null: a text pdfkit draws itself at each call (not the same in every document). */
let layouts = new Map<string, Layout | null>();
/** Up to ~10 MB of texts and glyph runs (a long mention is ~1 KB); emptied when full. */
const MAX_LAYOUTS = 10_000;

let renderings = 0;

/**
 * Draws `text` at (x, y) in the document's current font, size and colour, as `doc.text(text, x, y, options)`
 * would (operators, fonts used by the page, ToUnicode entries, the cursor after it), and measures a text as
 * `doc.heightOfString` would, from the same kept layout (a new text is wrapped once for both).
 */
export function textWriter(doc: TextDocument) {
  const rendering = ++renderings;
  return {
    draw: (text: string, x: number, y: number, options: TextOptions) => drawText(doc, rendering, text, x, y, options),
    height: (text: string, options: TextOptions) => measure(doc, text, options),
  };
}

/** The kept layout of a text in the current font and size; null when pdfkit draws that text itself. */
function layoutOf(doc: TextDocument, text: string, x: number, y: number, options: TextOptions): Layout | null {
  const font = doc._font;
  // A height limits the lines from the call's y (pdfkit rounds that bottom): the y is part of the key then.
  const at = options.height == null ? "" : y;
  const key = `${at}\0${font.id}\0${font.name}\0${doc._fontSize}\0${options.width}\0${options.align ?? ""}\0${options.lineBreak ?? ""}\0${options.characterSpacing ?? ""}\0${options.height ?? ""}\0${options.ellipsis ?? ""}\0${text}`;
  let layout = layouts.get(key);
  if (layout === undefined) {
    if (layouts.size >= MAX_LAYOUTS) layouts = new Map();
    layout = record(doc, text, x, y, options);
    layouts.set(key, layout);
  }
  return layout;
}

function measure(doc: TextDocument, text: string, options: TextOptions): number {
  const layout = doc._wrapper || doc._textOptions ? null : layoutOf(doc, text, doc.x, doc.y, options);
  if (layout === null) return doc.heightOfString(text, options);
  let height = 0;
  for (let i = 0; i < layout.lines.length; i++) height += layout.step;
  return height;
}

function drawText(doc: TextDocument, rendering: number, text: string, x: number, y: number, options: TextOptions): void {
  if (doc._wrapper || doc._textOptions) {
    doc.text(text, x, y, options);
    return;
  }
  const font = doc._font;
  const layout = layoutOf(doc, text, x, y, options);
  if (layout === null || nearPageEnd(doc, layout, y, options)) {
    doc.text(text, x, y, options);
    return;
  }
  if (layout.recordedIn !== rendering) {
    const unicode = font.unicode;
    for (const [gid, codePoints] of layout.glyphs) if (unicode[gid] == null) unicode[gid] = codePoints;
    layout.recordedIn = rendering;
  }
  const page = doc.page;
  let lineY = y;
  for (const line of layout.lines) {
    if (line.run !== null) {
      if (page.fonts[layout.fontId] == null) page.fonts[layout.fontId] = font.ref();
      writeLine(page, layout, line.run, num(x + line.shift), num(page.height - lineY - layout.dy), doc);
    }
    lineY += layout.step;
  }
  doc.x = x;
  doc.y = lineY;
}

/**
 * One line in the page's open text object (documents-pdf-content.ts), its font and spacing set when they
 * change; pdfkit's own operators (save, flip, text object and font for each line) where the page is not
 * collected there.
 */
function writeLine(page: PdfPage, layout: Layout, run: string, x: number, y: number, doc: TextDocument): void {
  const sink = openText(page);
  if (!sink) {
    const spacing = layout.characterSpacing ? `\n${layout.spacingOp}` : "";
    doc.addContent(`q\n1 0 0 -1 0 ${num(page.height)} cm\nBT\n1 0 0 1 ${x} ${y} Tm\n${layout.fontOp}${spacing}\n${run}\nET\nQ`);
    return;
  }
  const { ops, text } = sink;
  ops.push(`1 0 0 1 ${x} ${y} Tm`);
  if (text.font !== layout.fontId || text.size !== layout.size) {
    ops.push(layout.fontOp);
    text.font = layout.fontId;
    text.size = layout.size;
  }
  if (text.characterSpacing !== layout.characterSpacing) {
    ops.push(layout.spacingOp);
    text.characterSpacing = layout.characterSpacing;
  }
  if (run) ops.push(run);
}

/**
 * pdfkit moves to a new page when a line after the first would end below the page's bottom (no
 * height given): left to pdfkit, with a margin for its rounding.
 */
function nearPageEnd(doc: TextDocument, layout: Layout, y: number, options: TextOptions): boolean {
  if (options.height != null) return false;
  return y + (layout.lines.length + 1) * layout.step > doc.page.maxY() - 0.01;
}

/** Lays the text out with pdfkit's own line wrapper, as heightOfString does (no page break), and encodes each line. */
function record(doc: TextDocument, text: string, x: number, y: number, options: TextOptions): Layout | null {
  const font = doc._font;
  const size = doc._fontSize;
  const { fixedGlyphs, fixedGlyphIds } = font;
  if (fixedGlyphs === undefined || fixedGlyphIds === undefined) return null;
  const lines: Line[] = [];
  const glyphs = new Map<number, number[]>();
  let sameEverywhere = true;
  const step = doc.currentLineHeight(true) + (doc._lineGap || 0);
  const dy = (font.ascender / 1000) * size;
  const savedX = doc.x;
  const savedY = doc.y;
  // Encoded without touching the document's font: a text measured here may never be drawn in this font,
  // and what a document embeds (its glyphs, their widths and texts) must come from what it draws.
  const { subset, unicode, widths } = font;
  font.subset = { includeGlyph: (glyph: number) => fixedGlyphIds.get(glyph) ?? NOT_FIXED };
  font.unicode = [];
  font.widths = [];
  try {
    doc._text(text, x, y, { ...options, height: options.height ?? Number.POSITIVE_INFINITY }, (raw, wrapped) => {
      if (doc.x !== x || (wrapped.lineGap ?? 0) !== 0) sameEverywhere = false;
      lines.push(encodeLine(doc, raw, wrapped, glyphs, fixedGlyphs) ?? { shift: 0, run: null });
      doc.y += step;
    });
  } finally {
    font.subset = subset;
    font.unicode = unicode;
    font.widths = widths;
    doc.x = savedX;
    doc.y = savedY;
  }
  if (!sameEverywhere || lines.some((l) => l.shift === Number.NEGATIVE_INFINITY)) return null;
  const characterSpacing = options.characterSpacing || 0;
  return {
    fontId: font.id,
    size,
    characterSpacing,
    fontOp: `/${font.id} ${num(size)} Tf`,
    spacingOp: `${num(characterSpacing)} Tc`,
    lines,
    step,
    dy,
    glyphs: [...glyphs],
    recordedIn: 0,
  };
}

/** As pdfkit's `_fragment` for the options above: null for an empty line, a NEGATIVE_INFINITY shift when not reusable. */
function encodeLine(
  doc: TextDocument,
  raw: string,
  options: WrapOptions,
  glyphs: Map<number, number[]>,
  fixedGlyphs: number,
): Line | null {
  const text = raw.replace(/\n/g, "");
  if (text.length === 0) return null;
  const unusable: Line = { shift: Number.NEGATIVE_INFINITY, run: null };
  const font = doc._font;
  let shift = 0;
  if (options.align === "right") shift = options.lineWidth - doc.widthOfString(text.replace(/\s+$/, ""), options);
  else if (options.align === "center") shift = options.lineWidth / 2 - options.textWidth / 2;
  else if (options.align !== undefined && options.align !== "left") return unusable;
  const [encoded, positions] = font.encode(text);
  for (const hex of encoded) {
    const gid = Number.parseInt(hex, 16);
    if (gid >= fixedGlyphs) return unusable;
    glyphs.set(gid, font.unicode[gid] as number[]);
  }
  const commands: string[] = [];
  let last = 0;
  const addSegment = (cur: number) => {
    if (last < cur) {
      const position = positions[cur - 1] as Position;
      commands.push(`<${encoded.slice(last, cur).join("")}> ${num(-(position.xAdvance - position.advanceWidth))}`);
    }
    last = cur;
  };
  for (let i = 0; i < positions.length; i++) {
    const position = positions[i] as Position;
    if (position.xOffset || position.yOffset) return unusable;
    if (position.xAdvance - position.advanceWidth !== 0) addSegment(i + 1);
  }
  addSegment(positions.length);
  return { shift, run: commands.length > 0 ? `[${commands.join(" ")}] TJ` : "" };
}
