CREATE TABLE "einvoice_platform_accounts" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"token_sealed" text NOT NULL,
	"token_hint" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "einvoice_platform_accounts" ADD CONSTRAINT "einvoice_platform_accounts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;
