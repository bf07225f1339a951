CREATE TABLE "media_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"category" text NOT NULL,
	"client_id" text,
	"owner_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"original_name" text NOT NULL,
	"key_prefix" text NOT NULL,
	"file_type" text,
	"declared_size" bigint NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"stored_bytes" bigint DEFAULT 0 NOT NULL,
	"has_variants" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_key_prefix_unique" UNIQUE("key_prefix")
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_files_folder_idx" ON "media_files" USING btree ("vendor_id","category","client_id","owner_id");--> statement-breakpoint
CREATE INDEX "media_files_status_idx" ON "media_files" USING btree ("vendor_id","status","expires_at");