CREATE TABLE "outside_mail_recipients" (
	"vendor_id" uuid NOT NULL,
	"day" date NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outside_mail_recipients_vendor_id_day_address_pk" PRIMARY KEY("vendor_id","day","address")
);
--> statement-breakpoint
CREATE TABLE "showcase_request_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "upload_key" text;--> statement-breakpoint
ALTER TABLE "outside_mail_recipients" ADD CONSTRAINT "outside_mail_recipients_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "showcase_request_submissions_key_idx" ON "showcase_request_submissions" USING btree ("key_hash","created_at");