CREATE TABLE "document_counters" (
	"vendor_id" uuid NOT NULL,
	"quote_type" text NOT NULL,
	"counter" integer DEFAULT 1 NOT NULL,
	"last_numbered_date" date,
	CONSTRAINT "document_counters_vendor_id_quote_type_pk" PRIMARY KEY("vendor_id","quote_type")
);
--> statement-breakpoint
CREATE TABLE "document_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"parent_line_id" uuid,
	"position" integer NOT NULL,
	"product_id" uuid,
	"name" text NOT NULL,
	"ref" text,
	"description" text,
	"product_type" text NOT NULL,
	"unit_type" text NOT NULL,
	"tax" text,
	"unit_price_cents" bigint NOT NULL,
	"unit_bases" jsonb NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"discount_type" text DEFAULT 'PERCENTAGE' NOT NULL,
	"discount_value" bigint DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_links" (
	"vendor_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"linked_id" uuid NOT NULL,
	"relation" text NOT NULL,
	CONSTRAINT "document_links_document_id_linked_id_relation_pk" PRIMARY KEY("document_id","linked_id","relation"),
	CONSTRAINT "document_links_relation_check" CHECK ("document_links"."relation" IN ('FROM', 'DEDUCTS'))
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "documents_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vendor_id" uuid NOT NULL,
	"quote_type" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"name" text,
	"client_id" uuid,
	"client_name" text,
	"event_id" uuid,
	"date" date,
	"expiration_date" date,
	"issued_date" date,
	"due_date" date,
	"global_discount_type" text DEFAULT 'PERCENTAGE' NOT NULL,
	"global_discount_value" bigint DEFAULT 0 NOT NULL,
	"total_excluding_tax_cents" bigint DEFAULT 0 NOT NULL,
	"total_tax_cents" bigint DEFAULT 0 NOT NULL,
	"total_including_tax_cents" bigint DEFAULT 0 NOT NULL,
	"breakdown" jsonb NOT NULL,
	"deducted" jsonb NOT NULL,
	"is_fixed_amount" boolean DEFAULT false NOT NULL,
	"quote_config" jsonb NOT NULL,
	"address" jsonb,
	"deposits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mentions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signed_filename" text,
	"is_archived" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_quote_type_check" CHECK ("documents"."quote_type" IN ('QUOTE', 'INVOICE', 'CREDIT_NOTE', 'DEPOSIT'))
);
--> statement-breakpoint
CREATE TABLE "quote_configs" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_lines" ADD CONSTRAINT "document_lines_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_lines" ADD CONSTRAINT "document_lines_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_lines" ADD CONSTRAINT "document_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_linked_id_documents_id_fk" FOREIGN KEY ("linked_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_configs" ADD CONSTRAINT "quote_configs_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_lines_document_idx" ON "document_lines" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "document_lines_product_idx" ON "document_lines" USING btree ("vendor_id","product_id");--> statement-breakpoint
CREATE INDEX "document_links_linked_idx" ON "document_links" USING btree ("linked_id");--> statement-breakpoint
CREATE INDEX "documents_vendor_list_idx" ON "documents" USING btree ("vendor_id","quote_type","is_archived","seq");--> statement-breakpoint
CREATE INDEX "documents_vendor_client_idx" ON "documents" USING btree ("vendor_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_vendor_number_idx" ON "documents" USING btree ("vendor_id","quote_type","name") WHERE "documents"."name" IS NOT NULL;--> statement-breakpoint
-- product_sales (created empty by 0004_products) now reads the documents, with the same columns: units
-- and revenue excluding tax (after line and global discounts) of the top-level lines of issued invoices,
-- minus those of issued credit notes. Deposit invoices are advances: their products are counted once,
-- on the final invoice. Drafts count for nothing.
CREATE OR REPLACE VIEW "public"."product_sales" AS (
  SELECT l.vendor_id,
         l.product_id,
         SUM(CASE WHEN d.quote_type = 'CREDIT_NOTE' THEN -l.quantity ELSE l.quantity END)::numeric AS units_sold,
         SUM(CASE WHEN d.quote_type = 'CREDIT_NOTE' THEN -l.revenue_cents ELSE l.revenue_cents END)::bigint AS revenue_cents
  FROM "document_lines" l
  JOIN "documents" d ON d.id = l.document_id AND d.vendor_id = l.vendor_id
  WHERE l.product_id IS NOT NULL
    AND l.parent_line_id IS NULL
    AND d.quote_type IN ('INVOICE', 'CREDIT_NOTE')
    AND d.status <> 'DRAFT'
  GROUP BY l.vendor_id, l.product_id
);
--> statement-breakpoint
-- Issued invoices, deposit invoices and credit notes are frozen (reference §1.4): past the service's own
-- checks, the database refuses any change to what they say. Only their status (paid, cancelled by a
-- credit note), archive flag, and the links a deleted client, event or product leaves behind may change.
CREATE OR REPLACE FUNCTION cortege_documents_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.quote_type <> 'QUOTE' AND OLD.status <> 'DRAFT' AND (
    NEW.name IS DISTINCT FROM OLD.name OR NEW.quote_type IS DISTINCT FROM OLD.quote_type
    OR NEW.client_name IS DISTINCT FROM OLD.client_name OR NEW.date IS DISTINCT FROM OLD.date
    OR NEW.issued_date IS DISTINCT FROM OLD.issued_date OR NEW.due_date IS DISTINCT FROM OLD.due_date
    OR NEW.global_discount_type IS DISTINCT FROM OLD.global_discount_type
    OR NEW.global_discount_value IS DISTINCT FROM OLD.global_discount_value
    OR NEW.total_excluding_tax_cents IS DISTINCT FROM OLD.total_excluding_tax_cents
    OR NEW.total_tax_cents IS DISTINCT FROM OLD.total_tax_cents
    OR NEW.total_including_tax_cents IS DISTINCT FROM OLD.total_including_tax_cents
    OR NEW.breakdown IS DISTINCT FROM OLD.breakdown OR NEW.deducted IS DISTINCT FROM OLD.deducted
    OR NEW.quote_config IS DISTINCT FROM OLD.quote_config OR NEW.address IS DISTINCT FROM OLD.address
    OR NEW.mentions IS DISTINCT FROM OLD.mentions OR NEW.status = 'DRAFT'
  ) THEN
    RAISE EXCEPTION 'issued document % is frozen', OLD.name USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER documents_frozen BEFORE UPDATE ON "documents" FOR EACH ROW EXECUTE FUNCTION cortege_documents_frozen();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cortege_document_lines_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  doc_id uuid := NEW.document_id;
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - 'product_id') = (to_jsonb(OLD) - 'product_id') THEN
    RETURN NEW; -- a deleted catalogue product only loses its link
  END IF;
  IF EXISTS (SELECT 1 FROM "documents" d WHERE d.id = doc_id AND d.quote_type <> 'QUOTE' AND d.status <> 'DRAFT') THEN
    RAISE EXCEPTION 'lines of an issued document are frozen' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Not on DELETE: deleting a vendor cascades to its lines before or after its documents, in no set order.
CREATE TRIGGER document_lines_frozen BEFORE INSERT OR UPDATE ON "document_lines" FOR EACH ROW EXECUTE FUNCTION cortege_document_lines_frozen();
