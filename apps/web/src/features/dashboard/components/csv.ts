/** A cell as Excel (French) reads it: quoted when it holds a separator, a quote or a line break. */
const cell = (value: string) => (/[;"\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** « 1234,56 »: a decimal with a comma and no grouping, so that a French Excel reads a number. */
export const csvNumber = (n: number, decimals = 2) => n.toFixed(decimals).replace(".", ",");

/** Semicolon-separated, CRLF lines, UTF-8 with a BOM: French Excel opens it with its accents and columns. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((r) => r.map(cell).join(";")).join("\r\n")}\r\n`;
}

export function downloadCsv(filename: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  a.click();
  URL.revokeObjectURL(url);
}
