/// <reference path="./fontkit.d.ts" />
import zlib from "node:zlib";
import type * as fontkit from "fontkit";

/**
 * The fonts' embedding, prepared once per process. pdfkit subsets each font per document (only the glyphs
 * it printed) and deflates that subset: most of a render's time for a one-page invoice. Here every font is
 * subset once to a fixed set of glyphs — Latin-1, Latin Extended-A, the Romanian commas, the typographic
 * punctuation, €, the French quotes and (narrow) no-break spaces, the superscript letters of French
 * ordinals, and what the shaping makes of them (ligatures) — and its bytes deflated once; each document
 * then writes those ready bytes and the widths.
 * A document printing a glyph outside that set (a client's name in another script) still gets it: the
 * glyph is numbered after the fixed ones and the font is subset for that document alone, as pdfkit would.
 * The price is a bigger file (every fixed glyph is embedded, ~30 KiB per font deflated).
 */

const CODE_POINT_RANGES: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0x17f],
  [0x218, 0x21b],
  // Modifier letters: the French ordinals and abbreviations (3ᵉ, 1ᵉʳ, Mᵐᵉ).
  [0x2b3, 0x2b3],
  [0x2e1, 0x2e2],
  [0x1d48, 0x1d49],
  [0x1d50, 0x1d50],
  [0x1d52, 0x1d52],
  [0x2000, 0x2079],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
];

type SharedSubset = {
  /** Glyph id in the font → glyph id in the fixed subset. */
  mapping: Map<number, number>;
  /** Fixed subset glyph id → glyph id in the font (the subset's order, components included). */
  glyphs: number[];
  /** Advance widths per fixed glyph id, in PDF text space units (1/1000 em). */
  widths: number[];
  /** The fixed subset's TrueType program, deflated. */
  deflated: Buffer;
  length: number;
  /** The descendant font's /W entry for the fixed glyphs, as pdfkit writes it (a number array a few hundred long). */
  w: PdfRaw;
};

/**
 * A value pdfkit writes as it is: its object writer turns an object that is neither a plain object, an array nor
 * a string into text with toString().
 */
class PdfRaw {
  constructor(private readonly text: string) {}
  get [Symbol.toStringTag]() {
    return "PdfRaw";
  }
  toString(): string {
    return this.text;
  }
}
/** What pdfkit's PDFObject.number writes: rounded to 6 decimals. */
const pdfNumber = (n: number) => Math.round(n * 1e6) / 1e6;

// Minimal view of fontkit's subset and of pdfkit's EmbeddedFont: the fields read or replaced below.
type Subset = { includeGlyph: (glyph: number) => number; encode: () => Uint8Array; glyphs: number[] };
type Font = Omit<fontkit.Font, "layout"> & {
  createSubset: () => Subset;
  glyphForCodePoint: (cp: number) => { id: number };
  getGlyph: (id: number) => { advanceWidth: number };
  layout: (text: string) => { glyphs: { id: number }[] };
  unitsPerEm: number;
  bbox: { minX: number; minY: number; maxX: number; maxY: number };
  italicAngle: number;
  capHeight: number;
  ascent: number;
  xHeight: number;
  post: { isFixedPitch: boolean };
  head: { macStyle: { italic: boolean } };
  "OS/2"?: { sFamilyClass: number };
};
type PdfRef = {
  data: Record<string, unknown>;
  compress: boolean;
  write: (chunk: Uint8Array) => void;
  end: (chunk?: Uint8Array | string) => void;
};
export type EmbeddedFont = {
  document: { ref: (data?: Record<string, unknown>) => PdfRef; subset?: number };
  font: Font;
  id: string;
  subset: Pick<Subset, "includeGlyph">;
  widths: number[];
  unicode: number[][];
  scale: number;
  ascender: number;
  descender: number;
  dictionary: PdfRef;
  embed: () => void;
  /** Glyph ids below this one are the fixed subset's, numbered alike in every document (set by useFixedSubset). */
  fixedGlyphs?: number;
  /** Glyph id in the font → its id in the fixed subset (set by useFixedSubset). */
  fixedGlyphIds?: ReadonlyMap<number, number>;
};

const shared = new WeakMap<object, SharedSubset>();

function buildShared(font: Font): SharedSubset {
  const subset = font.createSubset();
  const include = (id: number) => {
    if (id !== 0) subset.includeGlyph(id);
  };
  const characters: string[] = [];
  for (const [from, to] of CODE_POINT_RANGES)
    for (let cp = from; cp <= to; cp++) {
      const glyph = font.glyphForCodePoint(cp);
      if (glyph.id === 0) continue;
      include(glyph.id);
      characters.push(String.fromCodePoint(cp));
    }
  // What the font's default features make of them: each character alone and the Latin ligatures, as words
  // apart in one shaping. (Shaped, not looked up: fontkit keeps the first text it saw for a glyph, and a
  // ligature's text is its letters, "fl", not the presentation form "ﬂ".)
  for (const g of font.layout([...characters, "ff", "fi", "fl", "ffi", "ffl"].join(" ")).glyphs) include(g.id);
  // Encoding appends the components of composite glyphs: the subset's final order is known after it.
  const program = subset.encode();
  const glyphs = [...subset.glyphs];
  const scale = 1000 / font.unitsPerEm;
  const widths = glyphs.map((g) => font.getGlyph(g).advanceWidth * scale);
  return {
    mapping: new Map(glyphs.map((g, i) => [g, i])),
    glyphs,
    widths,
    deflated: zlib.deflateSync(program),
    length: program.length,
    w: new PdfRaw(`[0 [${widths.map(pdfNumber).join(" ")}]]`),
  };
}

function sharedSubset(font: Font): SharedSubset {
  let entry = shared.get(font);
  if (!entry) {
    entry = buildShared(font);
    shared.set(font, entry);
  }
  return entry;
}

/** Makes one document's font use the process's fixed subset (see above); call before drawing text. */
export function useFixedSubset(embedded: EmbeddedFont): void {
  // PDF/A-1 wants a CIDSet of the glyphs used: left to pdfkit (documents are PDF/A-3b or plain).
  if (embedded.document.subset === 1) return;
  const fixed = sharedSubset(embedded.font);
  const extra: number[] = [];
  embedded.subset = {
    includeGlyph(glyph: number) {
      const id = fixed.mapping.get(glyph);
      if (id !== undefined) return id;
      let index = extra.indexOf(glyph);
      if (index < 0) index = extra.push(glyph) - 1;
      return fixed.glyphs.length + index;
    },
  };
  // pdfkit's encode fills the width of a glyph it has no width for: only the extra glyphs.
  embedded.widths = fixed.widths.slice();
  embedded.fixedGlyphs = fixed.glyphs.length;
  embedded.fixedGlyphIds = fixed.mapping;
  embedded.embed = () => embed(embedded, fixed, extra);
}

function embed(self: EmbeddedFont, fixed: SharedSubset, extra: number[]): void {
  const { document, font } = self;
  let fontFile: PdfRef;
  if (extra.length === 0) {
    fontFile = document.ref({ Filter: "FlateDecode", Length1: fixed.length });
    fontFile.end(fixed.deflated);
  } else {
    // Same numbering as the fixed subset, then the extra glyphs: subset for this document alone.
    const subset = font.createSubset();
    for (const g of fixed.glyphs) subset.includeGlyph(g);
    for (const g of extra) subset.includeGlyph(g);
    const program = subset.encode();
    fontFile = document.ref({ Length1: program.length });
    fontFile.end(program);
  }
  // From here, as pdfkit's EmbeddedFont.embed for a TrueType font.
  const familyClass = (font["OS/2"]?.sFamilyClass ?? 0) >> 8;
  let flags = 1 << 2;
  if (font.post.isFixedPitch) flags |= 1 << 0;
  if (familyClass >= 1 && familyClass <= 7) flags |= 1 << 1;
  if (familyClass === 10) flags |= 1 << 3;
  if (font.head.macStyle.italic) flags |= 1 << 6;
  const tag = [1, 2, 3, 4, 5, 6].map((i) => String.fromCharCode((self.id.charCodeAt(i) || 73) + 17)).join("");
  const name = `${tag}+${font.postscriptName?.replaceAll(" ", "_")}`;
  const { bbox } = font;
  const scale = self.scale;
  const descriptor = document.ref({
    Type: "FontDescriptor",
    FontName: name,
    Flags: flags,
    FontBBox: [bbox.minX * scale, bbox.minY * scale, bbox.maxX * scale, bbox.maxY * scale],
    ItalicAngle: font.italicAngle,
    Ascent: self.ascender,
    Descent: self.descender,
    CapHeight: (font.capHeight || font.ascent) * scale,
    XHeight: (font.xHeight || 0) * scale,
    StemV: 0,
    FontFile2: fontFile,
  });
  descriptor.end();
  const descendant = document.ref({
    Type: "Font",
    Subtype: "CIDFontType2",
    BaseFont: name,
    CIDSystemInfo: { Registry: new String("Adobe"), Ordering: new String("Identity"), Supplement: 0 },
    FontDescriptor: descriptor,
    // The fixed glyphs' widths written once per process; a document with glyphs of its own lists them all.
    W: extra.length === 0 ? fixed.w : [0, self.widths],
    CIDToGIDMap: "Identity",
  });
  descendant.end();
  self.dictionary.data = {
    Type: "Font",
    Subtype: "Type0",
    BaseFont: name,
    Encoding: "Identity-H",
    DescendantFonts: [descendant],
    ToUnicode: toUnicode(self),
  };
  self.dictionary.end();
}

const hex = (n: number) => n.toString(16).padStart(4, "0");

/** The text of every glyph the document printed (copy, search, text extraction), as pdfkit records it. */
function toUnicode(self: EmbeddedFont): PdfRef {
  const entries: string[] = [];
  self.unicode.forEach((codePoints, gid) => {
    if (!codePoints || codePoints.length === 0) return;
    const encoded: string[] = [];
    for (let value of codePoints) {
      if (value > 0xffff) {
        value -= 0x10000;
        encoded.push(hex(((value >>> 10) & 0x3ff) | 0xd800));
        value = 0xdc00 | (value & 0x3ff);
      }
      encoded.push(hex(value));
    }
    entries.push(`<${hex(gid)}> <${encoded.join("")}>`);
  });
  const blocks: string[] = [];
  // At most 100 entries per bfchar block (PDF 32000-1, 9.10.3).
  for (let i = 0; i < entries.length; i += 100) {
    const block = entries.slice(i, i + 100);
    blocks.push(`${block.length} beginbfchar\n${block.join("\n")}\nendbfchar`);
  }
  const cmap = self.document.ref();
  // Documents print the same glyphs over and over: the map deflated once per set of glyphs, written as pdfkit would.
  const text = `/CIDInit /ProcSet findresource begin
12 dict begin
begincmap
/CIDSystemInfo <<
  /Registry (Adobe)
  /Ordering (UCS)
  /Supplement 0
>> def
/CMapName /Adobe-Identity-UCS def
/CMapType 2 def
1 begincodespacerange
<0000><ffff>
endcodespacerange
${blocks.join("\n")}
endcmap
CMapName currentdict /CMap defineresource pop
end
end`;
  let deflated = deflatedMaps.get(text);
  if (!deflated) {
    if (deflatedMaps.size >= MAX_MAPS) deflatedMaps.clear();
    deflated = zlib.deflateSync(Buffer.from(`${text}\n`, "latin1"));
    deflatedMaps.set(text, deflated);
  }
  cmap.compress = false;
  cmap.write(deflated);
  cmap.data.Filter = "FlateDecode";
  cmap.end();
  return cmap;
}

const deflatedMaps = new Map<string, Buffer>();
const MAX_MAPS = 2000;
