ALTER TABLE "document_originals" ADD COLUMN "factur_x_xml" bytea;
--> statement-breakpoint
CREATE TABLE "einvoice_submissions" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"vendor_id" uuid NOT NULL,
	"platform_id" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "einvoice_submissions_status_check" CHECK ("einvoice_submissions"."status" IN ('DEPOSEE', 'REJETEE', 'REFUSEE', 'ENCAISSEE'))
);
--> statement-breakpoint
ALTER TABLE "einvoice_submissions" ADD CONSTRAINT "einvoice_submissions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "einvoice_submissions" ADD CONSTRAINT "einvoice_submissions_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "einvoice_submissions_vendor_idx" ON "einvoice_submissions" USING btree ("vendor_id","submitted_at");
