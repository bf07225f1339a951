-- btree_gin lets one GIN index lead with the vendor, so that a search never reads other tenants' trigrams.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "clients_search_trgm_idx";--> statement-breakpoint
DROP INDEX "events_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "clients_vendor_search_idx" ON "clients" USING gin ("vendor_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_vendor_search_idx" ON "events" USING gin ("vendor_id","search_text" gin_trgm_ops);