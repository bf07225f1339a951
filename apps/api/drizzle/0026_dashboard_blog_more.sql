-- The dashboard's « encaissé » sums a vendor's payments by payment day.
CREATE INDEX IF NOT EXISTS "document_payments_vendor_date_idx" ON "document_payments" ("vendor_id", "date");
--> statement-breakpoint
-- Revenue by issue day read from the index alone (no visit of the documents' rows).
CREATE INDEX IF NOT EXISTS "documents_vendor_revenue_idx" ON "documents" ("vendor_id", "issued_date") INCLUDE ("quote_type", "name", "total_excluding_tax_cents", "total_including_tax_cents") WHERE "issued_date" IS NOT NULL;
--> statement-breakpoint
-- Event statistics by the event's day (its date, else the first day of its range), index-only: every
-- column the dashboard groups or averages on is carried by the index; archived events are left out.
CREATE INDEX IF NOT EXISTS "events_vendor_day_stats_idx" ON "events" ("vendor_id", (coalesce("date", "start_date"))) INCLUDE ("status", "event_type", "guests_count", "approximate_guests_count", "client_id", "date", "start_date") WHERE NOT "is_archived";
--> statement-breakpoint
-- Events by client source: a hash join with the vendor's clients read from this index alone.
CREATE INDEX IF NOT EXISTS "clients_vendor_source_idx" ON "clients" ("vendor_id", "id") INCLUDE ("source");
