/**
 * The FEC (fichier des écritures comptables) of art. A47 A-1 LPF: the 18 columns in their order, dates
 * AAAAMMJJ, amounts with a decimal comma, one separator per file (we write tabs), the first line the
 * column names (docs/decisions.md "Transactions: FEC").
 */
export const fecColumns = [
  "JournalCode",
  "JournalLib",
  "EcritureNum",
  "EcritureDate",
  "CompteNum",
  "CompteLib",
  "CompAuxNum",
  "CompAuxLib",
  "PieceRef",
  "PieceDate",
  "EcritureLib",
  "Debit",
  "Credit",
  "EcritureLet",
  "DateLet",
  "ValidDate",
  "Montantdevise",
  "Idevise",
] as const;
export type FecColumn = (typeof fecColumns)[number];
export type FecRecord = Record<FecColumn, string>;

export const fecJournals = {
  VT: "Ventes",
  AC: "Achats",
  BQ: "Banque",
  CA: "Caisse",
} as const;
export type FecJournal = keyof typeof fecJournals;

/** 2026-11-27 → 20261127. */
export const fecDate = (isoDate: string) => isoDate.replaceAll("-", "");

/** Cents → "1234,56" (no thousands separator, decimal comma). */
export function fecAmount(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? "-" : ""}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

/** A field may hold neither the separator nor a line break. */
export const fecText = (value: string | null | undefined) => (value ?? "").replace(/[\t\r\n|]+/g, " ").trim();

/** `SirenFECAAAAMMJJ.txt`, AAAAMMJJ the closing day of the fiscal year. */
export const fecFilename = (siren: string, fiscalEnd: string) => `${siren}FEC${fecDate(fiscalEnd)}.txt`;

/** ISO 8859-15 (A47 A-1 III-1° allows ASCII, ISO 8859-15 or EBCDIC): Latin-1 with €, Š, š, Ž, ž, Œ, œ, Ÿ. */
const latin9: Record<string, number> = { "€": 0xa4, Š: 0xa6, š: 0xa8, Ž: 0xb4, ž: 0xb8, Œ: 0xbc, œ: 0xbd, Ÿ: 0xbe };
const notLatin9 = new Set([0xa4, 0xa6, 0xa8, 0xb4, 0xb8, 0xbc, 0xbd, 0xbe]);
export function encodeLatin9(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  let n = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 63;
    const mapped = latin9[ch] ?? (code < 0x100 && !notLatin9.has(code) ? code : ch === "’" ? 0x27 : ch === "−" ? 0x2d : 0x3f);
    out[n++] = mapped;
  }
  return out.subarray(0, n);
}
export function decodeLatin9(bytes: Uint8Array): string {
  const back = new Map(Object.entries(latin9).map(([ch, b]) => [b, ch]));
  let s = "";
  for (const b of bytes) s += back.get(b) ?? String.fromCharCode(b);
  return s;
}
