import { type ExportCell, type ExportTransaction, transactionsHeader, transactionsTable } from "./transaction-csv.ts";

/** A part of an Office Open XML package: its path in the ZIP and its XML. */
export type OoxmlPart = { name: string; xml: string };

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** Characters XML 1.0 forbids (controls other than tab, LF, CR): dropped rather than break the file. */
const xmlAllowed = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  return (code >= 0x20 && code !== 0xfffe && code !== 0xffff) || code === 0x09 || code === 0x0a || code === 0x0d;
};
const escapeXml = (s: string) =>
  [...s].filter(xmlAllowed).join("").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Days since 1899-12-30, the spreadsheet serial of a calendar day (1900 date system). */
export function excelSerial(isoDate: string): number {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return Math.round((Date.UTC(y, m - 1, d) - Date.UTC(1899, 11, 30)) / 86_400_000);
}

/** A1-style column letters: 0 → A, 25 → Z, 26 → AA. */
const column = (i: number): string => (i < 26 ? "" : column(Math.floor(i / 26) - 1)) + String.fromCharCode(65 + (i % 26));

// Styles: 0 default, 1 header (bold), 2 day (dd/mm/yyyy), 3 euros (# ##0,00 €, negatives in red).
const STYLES = `${XML}<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">
<numFmts count="2"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/><numFmt numFmtId="165" formatCode="#,##0.00\\ &quot;€&quot;;[Red]\\-#,##0.00\\ &quot;€&quot;"/></numFmts>
<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>
<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>
</styleSheet>`;

function cellXml(ref: string, c: ExportCell, header = false): string {
  if (typeof c === "string") {
    if (c === "") return "";
    return `<c r="${ref}" t="inlineStr"${header ? ' s="1"' : ""}><is><t xml:space="preserve">${escapeXml(c)}</t></is></c>`;
  }
  if ("cents" in c) return `<c r="${ref}" s="3"><v>${(c.cents / 100).toFixed(2)}</v></c>`;
  return `<c r="${ref}" s="2"><v>${excelSerial(c.date)}</v></c>`;
}

/**
 * A one-sheet workbook (ECMA-376 SpreadsheetML, transitional) of a table: inline strings, numbers as
 * numbers (amounts in euros with a € format, days as dates), the header bold and frozen, an autofilter.
 * The parts go into a ZIP (the API's store-zip) as an .xlsx.
 */
export function xlsxParts(sheetName: string, header: readonly string[], rows: readonly ExportCell[][]): OoxmlPart[] {
  const all = [header as readonly ExportCell[], ...rows];
  const widths = header.map((_, i) =>
    Math.min(
      60,
      Math.max(
        10,
        ...all.map((r) => {
          const c = r[i];
          return typeof c === "string" ? c.length + 2 : 12;
        }),
      ),
    ),
  );
  const lastRef = `${column(header.length - 1)}${all.length}`;
  const sheetRows = all
    .map((r, ri) => `<row r="${ri + 1}">${r.map((c, ci) => cellXml(`${column(ci)}${ri + 1}`, c, ri === 0)).join("")}</row>`)
    .join("");
  const sheet = `${XML}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><dimension ref="A1:${lastRef}"/><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join("")}</cols><sheetData>${sheetRows}</sheetData><autoFilter ref="A1:${lastRef}"/></worksheet>`;
  return [
    {
      name: "[Content_Types].xml",
      xml: `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    },
    {
      name: "_rels/.rels",
      xml: `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: "xl/workbook.xml",
      xml: `${XML}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets><definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">'${escapeXml(sheetName.slice(0, 31)).replace(/'/g, "''")}'!$A$1:$${column(header.length - 1)}$${all.length}</definedName></definedNames></workbook>`,
    },
    {
      name: "xl/_rels/workbook.xml.rels",
      xml: `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
    },
    { name: "xl/worksheets/sheet1.xml", xml: sheet },
    { name: "xl/styles.xml", xml: STYLES },
  ];
}

/** The operations of a period as workbook parts: the same lines and columns as the CSV export. */
export const transactionsXlsxParts = (rows: readonly ExportTransaction[]) =>
  xlsxParts("Opérations", transactionsHeader, transactionsTable(rows));
