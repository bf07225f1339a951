import {
  addDays,
  type DueNotification,
  formatDayFr,
  formatEurosFr,
  notificationLinks,
  PAYMENT_OVERDUE_DAYS_AFTER,
  PAYMENT_REMINDER_DAYS_AFTER,
  QUOTE_EXPIRY_WARNING_DAYS,
} from "@cortege/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";

/** Days before a due date that « deposit due » / « invoice due » is given. */
const DUE_SOON_DAYS = 3;
/** Catch-up: a server stopped for a while still gives what fell due meanwhile, but not older news. */
const CATCH_UP_DAYS = 7;

type Row = {
  id: string;
  vendor_id: string;
  quote_type: "QUOTE" | "INVOICE" | "DEPOSIT";
  name: string | null;
  client_name: string | null;
  day: string;
  remaining: string | null;
  status: string;
};

/**
 * The date-based notifications of sales documents on a Paris calendar day (read-only, for the
 * notifications' daily job, so that no other module reads the documents table): quotes about to
 * expire or expired, deposit invoices and invoices falling due, overdue, to chase (reminder) and
 * long overdue. Each answer carries its dedupe key: the same document and date never notify twice.
 */
export function createDocumentsDeadlines(db: Db) {
  return async function dueOn(day: string): Promise<DueNotification[]> {
    const result = await db.execute<Row>(sql`
      SELECT d.id, d.vendor_id, d.quote_type, d.name, d.client_name, d.status,
             to_char(d.expiration_date, 'YYYY-MM-DD') AS day, NULL AS remaining
        FROM documents d
       WHERE d.quote_type = 'QUOTE' AND NOT d.is_archived AND d.expiration_date IS NOT NULL
         AND d.status IN ('SENT', 'EXPIRED')
         AND d.expiration_date BETWEEN ${addDays(day, -CATCH_UP_DAYS)}::date AND ${addDays(day, QUOTE_EXPIRY_WARNING_DAYS)}::date
      UNION ALL
      SELECT d.id, d.vendor_id, d.quote_type, d.name, d.client_name, d.status,
             to_char(d.due_date, 'YYYY-MM-DD') AS day,
             (d.total_including_tax_cents - coalesce((SELECT sum(p.amount_cents) FROM document_payments p
                WHERE p.vendor_id = d.vendor_id AND p.document_id = d.id), 0))::text AS remaining
        FROM documents d
       WHERE d.quote_type IN ('INVOICE', 'DEPOSIT') AND d.name IS NOT NULL AND d.due_date IS NOT NULL
         AND d.status NOT IN ('PAID', 'CANCELED', 'DRAFT')
         AND d.due_date BETWEEN ${addDays(day, -(PAYMENT_OVERDUE_DAYS_AFTER + CATCH_UP_DAYS))}::date AND ${addDays(day, DUE_SOON_DAYS)}::date`);
    const out: DueNotification[] = [];
    for (const r of result.rows) {
      const title = r.name ?? (r.quote_type === "QUOTE" ? "sans numéro" : "");
      const facts = { title, who: r.client_name, date: formatDayFr(r.day) };
      const url = notificationLinks.document(r.quote_type, r.id);
      const add = (kind: DueNotification["kind"], extra: Partial<DueNotification["facts"]> = {}) =>
        out.push({ vendorId: r.vendor_id, kind, dedupeKey: `${kind}:${r.id}:${r.day}`, facts: { ...facts, ...extra }, url });
      if (r.quote_type === "QUOTE") {
        if (r.day >= day && r.status !== "EXPIRED") add("QUOTE_EXPIRY_WARNING");
        else if (r.day < day) add("QUOTE_EXPIRED");
        continue;
      }
      const remaining = Number(r.remaining ?? 0);
      if (remaining <= 0) continue;
      const amount = formatEurosFr(remaining);
      const deposit = r.quote_type === "DEPOSIT";
      if (r.day >= day) add(deposit ? "DEPOSIT_DUE" : "INVOICE_DUE", { amount });
      else if (r.day >= addDays(day, -CATCH_UP_DAYS)) add(deposit ? "DEPOSIT_OVERDUE" : "INVOICE_OVERDUE", { amount });
      // Reminder a week after the due date, and « payment overdue » a month after: each once.
      if (r.day <= addDays(day, -PAYMENT_REMINDER_DAYS_AFTER) && r.day > addDays(day, -PAYMENT_OVERDUE_DAYS_AFTER))
        add("PAYMENT_REMINDER", { amount });
      if (r.day <= addDays(day, -PAYMENT_OVERDUE_DAYS_AFTER)) add("PAYMENT_OVERDUE", { amount });
    }
    return out;
  };
}
