import { centsToEuros, documentStatusLabels, type QuoteType } from "@cortege/domain";
import { storeZip } from "../../platform/files/store-zip.ts";
import type { DocumentRow } from "./documents.repository.ts";

type Delivered = { filename: string; pdf: Buffer; sha256: string | null };

const typeLabels: Record<QuoteType, string> = {
  QUOTE: "Devis",
  INVOICE: "Facture",
  DEPOSIT: "Facture d'acompte",
  CREDIT_NOTE: "Avoir",
};

const euros = (cents: number) => centsToEuros(cents).toFixed(2).replace(".", ",");
const cell = (value: string | null) => {
  const text = value ?? "";
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * The register of the issued documents as a spreadsheet opens it in France: UTF-8 with a BOM,
 * semicolons, decimal commas, dates as YYYY-MM-DD, one line per document with its original's file
 * and SHA-256.
 */
export function documentsRegisterCsv(rows: { row: DocumentRow; file: string; sha256: string | null }[]): string {
  const header = [
    "Numéro",
    "Type",
    "Statut",
    "Date d'émission",
    "Échéance",
    "Client",
    "Total HT",
    "TVA",
    "Total TTC",
    "Fichier",
    "SHA-256",
  ];
  const lines = rows.map(({ row, file, sha256 }) =>
    [
      row.name,
      typeLabels[row.quoteType],
      documentStatusLabels[row.status],
      row.issuedDate,
      row.dueDate,
      row.clientName,
      euros(row.totalExcludingTaxCents),
      euros(row.totalTaxCents),
      euros(row.totalIncludingTaxCents),
      file,
      sha256,
    ]
      .map(cell)
      .join(";"),
  );
  return `\uFEFF${[header.join(";"), ...lines].join("\r\n")}\r\n`;
}

/** A ZIP of the issued originals (one folder per type) and their register, what a closing vendor takes away. */
export async function originalsArchive(
  rows: DocumentRow[],
  deliver: (row: DocumentRow) => Promise<Delivered>,
  now = new Date(),
): Promise<Buffer> {
  const entries: { name: string; data: Buffer; modifiedAt: Date }[] = [];
  const register: { row: DocumentRow; file: string; sha256: string | null }[] = [];
  const used = new Set<string>();
  for (const row of rows) {
    const { filename, pdf, sha256 } = await deliver(row);
    let name = `${typeLabels[row.quoteType]}/${filename}`;
    // Two documents never share a number, but a file name is not a number: keep every file.
    for (let i = 2; used.has(name); i++) name = name.replace(/(?: \(\d+\))?\.pdf$/, ` (${i}).pdf`);
    used.add(name);
    entries.push({ name, data: pdf, modifiedAt: row.updatedAt });
    register.push({ row, file: name, sha256 });
  }
  entries.push({ name: "registre.csv", data: Buffer.from(documentsRegisterCsv(register), "utf8"), modifiedAt: now });
  return storeZip(entries);
}
