-- The clients list sorted by name, any page: its ids come from this index alone (an index-only scan that stops at
-- the page, `name` included so that cortege_normalize(name) needs no heap row), instead of sorting every client of
-- the vendor with cortege_normalize per row. It replaces (vendor_id, cortege_normalize(name)), used by that list only.
CREATE INDEX IF NOT EXISTS "clients_vendor_name_order_idx" ON "clients" USING btree ("vendor_id","is_archived",cortege_normalize("name"),"seq") INCLUDE ("id","name");--> statement-breakpoint
DROP INDEX IF EXISTS "clients_vendor_name_idx";
