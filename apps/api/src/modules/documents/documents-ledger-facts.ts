import { type SaleFact, toProductType, toVatCode, type VatNatureDocument } from "@cortege/domain";
import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../platform/db/database.ts";
import { clientCode } from "./client-code.ts";
import { createDocumentSettlement } from "./document-settlement.ts";
import { createDocumentsRepository } from "./documents.repository.ts";

export type OpenInvoiceFact = { quoteId: string; name: string; clientName: string; remaining: number; dueDate: string | null };

type Row = {
  id: string;
  name: string;
  quote_type: SaleFact["quoteType"];
  issued_date: string;
  client_id: string | null;
  client_name: string | null;
  ttc: string;
  breakdown: { taxDetails: { taxType: string; taxAmountCents: number }[] };
  deducted: { taxDetails: { taxType: string; taxAmountCents: number }[] };
  deductions: { number: string; ttc: number; breakdown: { taxDetails: { taxType: string; taxAmountCents: number }[] } }[];
};

type TaxDetails = { taxDetails: { taxType: string; taxAmountCents: number }[] };

/** The VAT a document still carries by rate: its own, less what it deducts (deposit invoices), the zeros left out. */
function netTaxDetails(r: { breakdown: TaxDetails; deducted: TaxDetails }) {
  const byType = new Map<string, number>();
  for (const t of r.breakdown.taxDetails) byType.set(t.taxType, (byType.get(t.taxType) ?? 0) + t.taxAmountCents);
  for (const t of r.deducted.taxDetails) byType.set(t.taxType, (byType.get(t.taxType) ?? 0) - t.taxAmountCents);
  return [...byType].filter(([, v]) => v !== 0).map(([taxType, taxAmount]) => ({ taxType: toVatCode(taxType), taxAmount }));
}

/**
 * Read-only facts of issued documents for the books (the transactions module), so that no other module
 * reads the documents table: the sales of a period for the FEC's sales journal, and the invoices still
 * awaiting money for bank matching.
 */
export function createDocumentsLedgerFacts(db: Db) {
  const repo = createDocumentsRepository(db);
  const settlement = createDocumentSettlement(repo, () => new Date().toISOString().slice(0, 10));
  return {
    /** Invoices, deposit invoices and credit notes issued between two days included, oldest first. */
    async sales(conn: DbOrTx, vendorId: string, from: string, to: string): Promise<SaleFact[]> {
      const result = await conn.execute<Row>(sql`
        SELECT id, name, quote_type, issued_date::text AS issued_date, client_id, client_name,
               total_including_tax_cents::text AS ttc, breakdown, deducted,
               COALESCE((
                 SELECT json_agg(json_build_object('number', d.name, 'ttc', d.total_including_tax_cents,
                                                   'breakdown', d.breakdown) ORDER BY d.issued_date, d.seq)
                   FROM document_links l
                   JOIN documents d ON d.id = l.linked_id AND d.vendor_id = l.vendor_id
                  WHERE l.vendor_id = documents.vendor_id AND l.document_id = documents.id
                    AND l.relation = 'DEDUCTS' AND d.name IS NOT NULL
               ), '[]'::json) AS deductions
          FROM documents
         WHERE vendor_id = ${vendorId}
           AND quote_type IN ('INVOICE', 'DEPOSIT', 'CREDIT_NOTE')
           AND issued_date IS NOT NULL AND name IS NOT NULL
           AND issued_date BETWEEN ${from}::date AND ${to}::date
         ORDER BY issued_date, seq`);
      return result.rows.map((r) => {
        return {
          documentId: r.id,
          number: r.name,
          quoteType: r.quote_type,
          date: r.issued_date,
          clientCode: clientCode(r.client_id, r.client_name),
          clientName: r.client_name ?? "Client",
          ttc: Number(r.ttc),
          taxDetails: netTaxDetails(r),
          deductions: r.deductions.map((d) => ({
            number: d.number,
            ttc: Number(d.ttc),
            taxDetails: d.breakdown.taxDetails
              .filter((t) => t.taxAmountCents !== 0)
              .map((t) => ({ taxType: toVatCode(t.taxType), taxAmount: t.taxAmountCents })),
          })),
        };
      });
    },

    /**
     * Issued invoices, deposit invoices and credit notes for the VAT figures: those issued between two days
     * and those of `ids` (documents paid in the period), with their lines' natures and bases, the VAT
     * they charge (after deposits) and whether the vendor opted for VAT on debits.
     */
    async vatFacts(
      conn: DbOrTx,
      vendorId: string,
      from: string,
      to: string,
      ids: readonly string[],
    ): Promise<(VatNatureDocument & { documentId: string; date: string })[]> {
      const result = await conn.execute<{
        id: string;
        quote_type: VatNatureDocument["quoteType"];
        issued_date: string;
        breakdown: Row["breakdown"];
        deducted: Row["deducted"];
        on_debits: boolean;
        lines: { productType: string; bases: { group: string; unitCents: number }[]; quantity: string }[];
      }>(sql`
        SELECT d.id, d.quote_type, d.issued_date::text AS issued_date, d.breakdown, d.deducted,
               (coalesce(d.quote_config->>'isVat', 'true') <> 'false' AND d.quote_config->>'vatOnDebits' = 'true') AS on_debits,
               COALESCE((
                 SELECT json_agg(json_build_object('productType', l.product_type, 'bases', l.unit_bases,
                                                   'quantity', l.quantity::text))
                   FROM document_lines l
                  WHERE l.document_id = d.id AND l.vendor_id = d.vendor_id AND l.parent_line_id IS NULL
               ), '[]'::json) AS lines
          FROM documents d
         WHERE d.vendor_id = ${vendorId}
           AND d.quote_type IN ('INVOICE', 'DEPOSIT', 'CREDIT_NOTE')
           AND d.issued_date IS NOT NULL AND d.name IS NOT NULL
           AND (d.issued_date BETWEEN ${from}::date AND ${to}::date
                OR d.id = ANY(string_to_array(${ids.join(",")}, ',')::uuid[]))`);
      return result.rows.map((r) => {
        return {
          documentId: r.id,
          date: r.issued_date,
          quoteType: r.quote_type,
          vatOnDebits: r.on_debits,
          lines: r.lines.map((l) => ({
            productType: toProductType(l.productType),
            bases: l.bases.map((b) => ({ group: b.group, cents: Math.round(b.unitCents * Number(l.quantity)) })),
          })),
          taxDetails: netTaxDetails(r),
        };
      });
    },

    /** Which of these documents are deposit invoices (their payments are advances, 4191, in the FEC). */
    async depositIds(conn: DbOrTx, vendorId: string, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const result = await conn.execute<{ id: string }>(sql`
        SELECT id FROM documents
         WHERE vendor_id = ${vendorId} AND quote_type = 'DEPOSIT'
           AND id = ANY(string_to_array(${ids.join(",")}, ',')::uuid[])`);
      return new Set(result.rows.map((r) => r.id));
    },

    /** Issued invoices and deposit invoices not yet paid in full, with what remains (cents). */
    async openInvoices(vendorId: string): Promise<OpenInvoiceFact[]> {
      return repo.transaction(async (tx) => {
        const result = await tx.execute<{ id: string }>(sql`
          SELECT id FROM documents
           WHERE vendor_id = ${vendorId}
             AND quote_type IN ('INVOICE', 'DEPOSIT')
             AND issued_date IS NOT NULL AND name IS NOT NULL
             AND status NOT IN ('PAID', 'CANCELED', 'DRAFT')
           ORDER BY issued_date DESC, seq DESC
           LIMIT 500`);
        const out: OpenInvoiceFact[] = [];
        for (const { id } of result.rows) {
          const row = await repo.get(tx, vendorId, id);
          if (!row) continue;
          const s = await settlement.standing(tx, vendorId, row);
          if (s.remainingCents <= 0) continue;
          out.push({
            quoteId: row.id,
            name: row.name ?? "",
            clientName: row.clientName ?? "",
            remaining: s.remainingCents,
            dueDate: row.dueDate,
          });
        }
        return out;
      });
    },
  };
}
export type DocumentsLedgerFacts = ReturnType<typeof createDocumentsLedgerFacts>;
