import type { CashedMonth, RevenueMonth } from "@cortege/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";

/**
 * Read-only figures of issued documents for the dashboard, so that no other module reads the documents
 * table. An issued document carries its issue day as the Europe/Paris date it was issued on (the
 * service's `parisToday`), so grouping by that date is grouping by Paris month. Sums are done by
 * PostgreSQL on the (vendor_id, quote_type, issued_date) index, never by loading the documents.
 */
export function createDocumentsRevenue(db: Db) {
  return {
    /**
     * Invoices and deposit invoices (added) and credit notes (subtracted), issued between two days
     * included, per month YYYY-MM newest first, in cents. HT by default.
     */
    async byMonth(vendorId: string, from: string, to: string, basis: "HT" | "TTC"): Promise<RevenueMonth[]> {
      const amount = basis === "HT" ? sql.raw("total_excluding_tax_cents") : sql.raw("total_including_tax_cents");
      const result = await db.execute<{ month: string; invoices: string; credits: string }>(sql`
        SELECT to_char(issued_date, 'YYYY-MM') AS month,
               coalesce(sum(${amount}) FILTER (WHERE quote_type IN ('INVOICE', 'DEPOSIT')), 0)::text AS invoices,
               coalesce(sum(${amount}) FILTER (WHERE quote_type = 'CREDIT_NOTE'), 0)::text AS credits
          FROM documents
         WHERE vendor_id = ${vendorId}
           AND quote_type IN ('INVOICE', 'DEPOSIT', 'CREDIT_NOTE')
           AND issued_date IS NOT NULL AND name IS NOT NULL
           AND issued_date BETWEEN ${from}::date AND ${to}::date
         GROUP BY 1
         ORDER BY 1 DESC`);
      return result.rows.map((r) => {
        const totalInvoices = Number(r.invoices);
        const totalCreditNotes = Number(r.credits);
        return { month: r.month, totalInvoices, totalCreditNotes, total: totalInvoices - totalCreditNotes };
      });
    },

    /**
     * Money received between two days included (TTC cents, by payment day): payments on invoices and
     * deposit invoices, less refunds paid on credit notes, per month YYYY-MM newest first. Read on the
     * payments' (vendor_id, date) index; the books module may refine what counts as cashed.
     */
    async cashedByMonth(vendorId: string, from: string, to: string): Promise<CashedMonth[]> {
      const result = await db.execute<{ month: string; received: string; refunded: string }>(sql`
        SELECT to_char(p.date, 'YYYY-MM') AS month,
               coalesce(sum(p.amount_cents) FILTER (WHERE d.quote_type <> 'CREDIT_NOTE'), 0)::text AS received,
               coalesce(sum(p.amount_cents) FILTER (WHERE d.quote_type = 'CREDIT_NOTE'), 0)::text AS refunded
          FROM document_payments p
          JOIN documents d ON d.id = p.document_id AND d.vendor_id = p.vendor_id
         WHERE p.vendor_id = ${vendorId}
           AND p.date BETWEEN ${from}::date AND ${to}::date
         GROUP BY 1
         ORDER BY 1 DESC`);
      return result.rows.map((r) => {
        const received = Number(r.received);
        const refunded = Number(r.refunded);
        return { month: r.month, received, refunded, total: received - refunded };
      });
    },

    /** Quotes sent awaiting an answer, and unpaid issued deposit invoices due or overdue on `today` (TTC cents). */
    async pending(vendorId: string, today: string) {
      const result = await db.execute<{ bucket: string; n: number; total: string }>(sql`
        SELECT CASE
                 WHEN quote_type = 'QUOTE' THEN 'quotesAwaiting'
                 WHEN due_date IS NOT NULL AND due_date < ${today}::date THEN 'depositsOverdue'
                 ELSE 'depositsDue'
               END AS bucket,
               count(*)::int AS n,
               coalesce(sum(total_including_tax_cents), 0)::text AS total
          FROM documents
         WHERE vendor_id = ${vendorId} AND NOT is_archived
           AND ((quote_type = 'QUOTE' AND status = 'SENT')
             OR (quote_type = 'DEPOSIT' AND issued_date IS NOT NULL AND status NOT IN ('PAID', 'CANCELED')))
         GROUP BY 1`);
      const empty = { count: 0, totalCents: 0 };
      const out = { quotesAwaiting: empty, depositsDue: empty, depositsOverdue: empty };
      for (const r of result.rows) out[r.bucket as keyof typeof out] = { count: r.n, totalCents: Number(r.total) };
      return out;
    },
  };
}
export type DocumentsRevenue = ReturnType<typeof createDocumentsRevenue>;
