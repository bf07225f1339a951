import { foldAccents } from "../text/fold-accents.ts";
import { productMessages as m } from "./messages.ts";
import { type ProductInput, type ProductInputValues, productInputSchema } from "./product-schemas.ts";
import { type ProductType, productTypeLabels, productTypes, type UnitType, unitTypeLabels, unitTypes } from "./product-types.ts";
import { type VatCode, vatCodes, vatLabels } from "./vat.ts";

/** The columns of the catalogue file, in the order of the export; the import needs the first and the price. */
export const productCsvColumns = [
  "Nom",
  "Référence",
  "Catégorie",
  "Type",
  "Unité",
  "TVA",
  "Prix HT",
  "Prix TTC",
  "Description",
  "Composition",
  "Unités vendues",
  "Chiffre d'affaires HT",
] as const;
type Column = (typeof productCsvColumns)[number];

export const MAX_IMPORT_ROWS = 2000;

/** What the export reads of a product (the wire shape). */
export type CsvProduct = {
  name: string;
  ref: string | null;
  category: string | null;
  productType: ProductType;
  unitType: UnitType;
  tax: VatCode | null;
  price: number;
  priceTTC: number;
  description: string | null;
  unitSold: number;
  revenue: number;
  children: { quantity: number; product: { name: string; ref: string | null } }[];
};

const frNumber = (n: number, decimals: number) =>
  n.toLocaleString("fr-FR", { minimumFractionDigits: 0, maximumFractionDigits: decimals, useGrouping: false });
const money = (n: number) => n.toFixed(2).replace(".", ",");

function quote(value: string): string {
  // A leading =, +, - or @ would be run as a formula by a spreadsheet: prefixed with a quote.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The catalogue as a semicolon-separated file with decimal commas, as French spreadsheets open it. */
export function productsToCsv(products: readonly CsvProduct[]): string {
  const lines = [productCsvColumns.join(";")];
  for (const p of products) {
    const composition = p.children
      .map((c) => `${frNumber(c.quantity, 3)} × ${c.product.name}${c.product.ref ? ` (${c.product.ref})` : ""}`)
      .join(" + ");
    const cells: Record<Column, string> = {
      Nom: p.name,
      Référence: p.ref ?? "",
      Catégorie: p.category ?? "",
      Type: productTypeLabels[p.productType],
      Unité: unitTypeLabels[p.unitType],
      TVA: p.tax ? vatLabels[p.tax] : "Mixte",
      "Prix HT": money(p.price),
      "Prix TTC": money(p.priceTTC),
      Description: p.description ?? "",
      Composition: composition,
      "Unités vendues": frNumber(p.unitSold, 3),
      "Chiffre d'affaires HT": money(p.revenue),
    };
    lines.push(productCsvColumns.map((c) => quote(cells[c])).join(";"));
  }
  return `${lines.join("\r\n")}\r\n`;
}

/** RFC 4180 fields, with the separator of the header line (semicolon, comma or tab). */
export function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, "");
  const firstLine = body.split(/\r?\n/, 1)[0] ?? "";
  const separator = [";", "\t", ","].reduce(
    (best, s) => (firstLine.split(s).length > firstLine.split(best).length ? s : best),
    ";",
  );
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i] as string;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === "") quoted = true;
    else if (c === separator) {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && body[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((cell) => cell.trim() !== ""));
}

const key = (value: string) =>
  foldAccents(value)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

const headerAliases: Record<string, Column> = {
  nom: "Nom",
  name: "Nom",
  reference: "Référence",
  ref: "Référence",
  categorie: "Catégorie",
  category: "Catégorie",
  type: "Type",
  "type de produit": "Type",
  unite: "Unité",
  unit: "Unité",
  tva: "TVA",
  tax: "TVA",
  vat: "TVA",
  "prix ht": "Prix HT",
  prix: "Prix HT",
  price: "Prix HT",
  description: "Description",
  composition: "Composition",
};

function lookup<T extends string>(value: string, codes: readonly T[], labels: Record<T, string>): T | null {
  const k = key(value);
  return codes.find((c) => key(c) === k || key(labels[c]) === k) ?? null;
}

/** A VAT rate as a spreadsheet holds it: "20 %", "20", "5,5%", or the code itself (TAX_5_5). */
export function parseVatCode(value: string): VatCode | null {
  const code = vatCodes.find((c) => c === value.trim().toUpperCase());
  if (code) return code;
  const percent = value.replace(/\s|%/g, "").replace(",", ".");
  if (!/^\d+(\.\d+)?$/.test(percent)) return null;
  return vatCodes.find((c) => Number(vatLabels[c].replace(/\s|%/g, "").replace(",", ".")) === Number(percent)) ?? null;
}

/** "1 250,50 €", "1250.5": euros as typed in a French spreadsheet; null when not a plain amount. */
export function parseFrenchAmount(value: string): number | null {
  const compact = value.replace(/[\s\u00A0\u202F€]/g, "");
  if (!/^\d+([.,]\d+)?$/.test(compact)) return null;
  return Number(compact.replace(",", "."));
}

export type ImportRow = {
  /** The line of the file (the header is line 1). */
  line: number;
  name: string;
  ref: string | null;
  /** The product to create or update, when the row is accepted. */
  product: ProductInput | null;
  /** The values sent to the server, when the row is accepted. */
  values: ProductInputValues | null;
  /** Why the row is refused, in French. */
  errors: string[];
};

export type ImportParse = { rows: ImportRow[]; error: string | null };

/** Reads a catalogue file row by row; a refused row says why and is not imported. */
export function parseProductCsv(text: string): ImportParse {
  const [header, ...data] = parseCsv(text);
  if (!header || data.length === 0) return { rows: [], error: m.importEmpty };
  if (data.length > MAX_IMPORT_ROWS) return { rows: [], error: m.importTooManyRows };
  const columns = header.map((h) => headerAliases[key(h)] ?? null);
  const missing = (["Nom", "Prix HT"] as const).filter((c) => !columns.includes(c));
  if (missing.length > 0) return { rows: [], error: m.importMissingColumns([...missing]) };

  const rows = data.map((cells, index): ImportRow => {
    const cell = (c: Column) => {
      const i = columns.indexOf(c);
      return i < 0 ? "" : (cells[i] ?? "").trim();
    };
    const errors: string[] = [];
    const name = cell("Nom");
    const ref = cell("Référence") || null;
    if (cell("Composition")) errors.push(m.importBundle);

    const typeText = cell("Type");
    const productType = typeText ? lookup(typeText, productTypes, productTypeLabels) : undefined;
    if (productType === null) errors.push(`${m.productTypeInvalid} (« ${typeText} »)`);
    const unitText = cell("Unité");
    const unitType = unitText ? lookup(unitText, unitTypes, unitTypeLabels) : undefined;
    if (unitType === null) errors.push(`${m.unitTypeInvalid} (« ${unitText} »)`);
    const taxText = cell("TVA");
    const tax = taxText ? parseVatCode(taxText) : undefined;
    if (tax === null) errors.push(`${m.taxInvalid} (« ${taxText} »)`);
    const priceText = cell("Prix HT");
    const price = priceText ? parseFrenchAmount(priceText) : null;
    if (priceText && price === null) errors.push(`${m.priceRequired} (« ${priceText} »)`);

    const values: ProductInputValues = {
      name,
      ref,
      category: cell("Catégorie") || null,
      description: cell("Description") || null,
      price,
      ...(productType ? { productType } : {}),
      ...(unitType ? { unitType } : {}),
      ...(tax ? { tax } : {}),
    };
    const parsed = productInputSchema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) if (!errors.some((e) => e.startsWith(issue.message))) errors.push(issue.message);
    }
    const accepted = errors.length === 0 && parsed.success;
    return {
      line: index + 2,
      name,
      ref,
      product: accepted ? parsed.data : null,
      values: accepted ? values : null,
      errors,
    };
  });
  return { rows, error: null };
}
