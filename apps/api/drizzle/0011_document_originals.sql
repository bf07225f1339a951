CREATE TABLE "document_originals" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"vendor_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"sha256" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "numbering_counters" (
	"legal_entity" text NOT NULL,
	"prefix" text NOT NULL,
	"quote_type" text NOT NULL,
	"counter" integer DEFAULT 1 NOT NULL,
	"last_numbered_date" date,
	CONSTRAINT "numbering_counters_legal_entity_prefix_pk" PRIMARY KEY("legal_entity","prefix")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "legal_entity" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_originals" ADD CONSTRAINT "document_originals_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_entity_number_idx" ON "documents" USING btree ("legal_entity","name") WHERE "documents"."legal_entity" IS NOT NULL;--> statement-breakpoint
-- The legal entity of a vendor as the API computes it (documents/legal-entity.ts): its SIREN, else the
-- first nine digits of its SIRET, else the vendor itself.
CREATE FUNCTION cortege_legal_entity(vendor_id uuid, company jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN regexp_replace(coalesce(company->>'siren', ''), '\s', '', 'g') ~ '^[0-9]{9}$'
      THEN 'SIREN:' || regexp_replace(company->>'siren', '\s', '', 'g')
    WHEN regexp_replace(coalesce(company->>'siret', ''), '\s', '', 'g') ~ '^[0-9]{14}$'
      THEN 'SIREN:' || left(regexp_replace(company->>'siret', '\s', '', 'g'), 9)
    ELSE 'VENDOR:' || vendor_id::text
  END
$$;
--> statement-breakpoint
-- Counters move from (vendor, type) to (legal entity, prefix): vendors of one SIREN sharing a prefix
-- continue from the highest of their counters.
INSERT INTO "numbering_counters" ("legal_entity", "prefix", "quote_type", "counter", "last_numbered_date")
SELECT DISTINCT ON (s.legal_entity, s.prefix) s.legal_entity, s.prefix, s.quote_type, s.counter, s.last_numbered_date
FROM (
  SELECT cortege_legal_entity(v.id, v.company) AS legal_entity,
    upper(coalesce(qc.config->'numbering'->c.quote_type->>'prefix',
      CASE c.quote_type WHEN 'QUOTE' THEN 'D' WHEN 'INVOICE' THEN 'F' WHEN 'CREDIT_NOTE' THEN 'AV' ELSE 'AC' END)) AS prefix,
    c.quote_type, c.counter, c.last_numbered_date
  FROM "document_counters" c
  JOIN "vendors" v ON v.id = c.vendor_id
  LEFT JOIN "quote_configs" qc ON qc.vendor_id = c.vendor_id
) s
ORDER BY s.legal_entity, s.prefix, s.counter DESC;
--> statement-breakpoint
UPDATE "documents" d SET "legal_entity" = x.legal_entity
FROM (
  SELECT doc.id, cortege_legal_entity(v.id, v.company) AS legal_entity,
    row_number() OVER (PARTITION BY cortege_legal_entity(v.id, v.company), doc.name ORDER BY doc.seq) AS n
  FROM "documents" doc JOIN "vendors" v ON v.id = doc.vendor_id
  WHERE doc.name IS NOT NULL
) x
WHERE d.id = x.id AND x.n = 1;
--> statement-breakpoint
-- Issued invoices, deposit invoices and credit notes are kept ten years (L123-22 C. com.): no DELETE
-- reaches them, not even a cascade from a vendor (docs/decisions.md "Retention of issued documents").
CREATE FUNCTION cortege_keep_issued_documents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.quote_type <> 'QUOTE' AND OLD.status <> 'DRAFT' THEN
    RAISE EXCEPTION 'issued document % is kept (legal retention)', OLD.name USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER documents_keep_issued BEFORE DELETE ON "documents" FOR EACH ROW EXECUTE FUNCTION cortege_keep_issued_documents();
