import { type Product, productsToCsv } from "@cortege/domain";

/** Spreadsheets on Windows open a CSV as UTF-8 only with a byte-order mark. */
export function catalogueBlob(products: readonly Product[]): Blob {
  return new Blob(["\uFEFF", productsToCsv(products)], { type: "text/csv;charset=utf-8" });
}

export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A French spreadsheet saves CSV as Windows-1252 unless told otherwise: read UTF-8, else that. */
export async function readCsvText(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}
