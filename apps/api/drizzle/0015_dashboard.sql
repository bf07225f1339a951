-- The dashboard's revenue sums a vendor's issued invoices, deposits and credit notes by issue day.
CREATE INDEX IF NOT EXISTS "documents_vendor_issued_idx" ON "documents" ("vendor_id", "quote_type", "issued_date") WHERE "issued_date" IS NOT NULL;
