import type { PrintDocument } from "../../apps/api/src/modules/documents/documents-pdf.ts";

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] as string);
const rows = (list: { label: string; value: string }[]) =>
  list.map((r) => `<tr><td>${esc(r.label)}</td><td class="n">${esc(r.value)}</td></tr>`).join("");

/**
 * The same invoice as HTML, for Chromium's page.pdf(): the peer an HTML-to-PDF service would be. Same
 * texts, table of lines, totals, VAT table, mentions and logo (inline), printed on A4 with the same margins.
 */
export function invoiceHtml(doc: PrintDocument): string {
  const logo = doc.logo ? `<img src="data:image/png;base64,${doc.logo.toString("base64")}" style="max-height:60px">` : "";
  const lines = doc.lines
    .map(
      (l) =>
        `<tr><td>${esc(l.name)}${l.details.map((d) => `<div class="d">${esc(d)}</div>`).join("")}</td><td class="n">${esc(l.quantity)}</td><td class="n">${esc(l.unitPrice)}</td><td class="n">${esc(l.vat)}</td><td class="n">${esc(l.discount)}</td><td class="n">${esc(l.total)}</td></tr>`,
    )
    .join("");
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><style>
    @page { size: A4; margin: 40px; }
    body { font-family: "DejaVu Sans", sans-serif; font-size: 9pt; color: #222; }
    h1 { color: ${doc.colors.primary}; font-size: 18pt; margin: 0; }
    table { width: 100%; border-collapse: collapse; margin-top: 12px; }
    th { background: ${doc.colors.background}; text-align: left; padding: 4px; }
    td { padding: 4px; border-bottom: 1px solid #d8d2cc; vertical-align: top; }
    .n { text-align: right; white-space: nowrap; } .d { color: #666; font-size: 8pt; }
    .cols { display: flex; justify-content: space-between; } .muted { color: #666; }
    footer { margin-top: 24px; font-size: 7pt; color: #666; }
  </style></head><body>
  <div class="cols"><div>${logo}<p><b>${esc(doc.seller.name)}</b><br>${doc.seller.lines.map(esc).join("<br>")}</p></div>
  <div><h1>${esc(doc.title)}</h1><p>${esc(doc.numberLabel)}</p><table>${rows(doc.dates)}</table></div></div>
  <p><b>${esc(doc.client.heading)}</b><br>${esc(doc.client.name)}<br>${doc.client.lines.map(esc).join("<br>")}</p>
  ${doc.place ? `<p>${esc(doc.place.label)} ${esc(doc.place.value)}</p>` : ""}
  <table><thead><tr><th>Désignation</th><th>Qté</th><th>Prix unit. HT</th><th>TVA</th><th>Remise</th><th>Total HT</th></tr></thead><tbody>${lines}</tbody></table>
  <table>${rows(doc.totals)}</table>
  <table>${doc.taxTable.map((t) => `<tr><td>${esc(t.category)}</td><td class="n">${esc(t.rate)}</td><td class="n">${esc(t.base)}</td><td class="n">${esc(t.tax)}</td></tr>`).join("")}</table>
  <table>${rows(doc.balance)}${rows(doc.schedule)}</table>
  ${[...doc.payment, ...doc.mentions].map((m) => `<p class="muted">${esc(m)}</p>`).join("")}
  <footer>${esc(doc.legalFooter)}</footer></body></html>`;
}
