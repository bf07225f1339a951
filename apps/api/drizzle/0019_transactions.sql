CREATE TABLE "transaction_configs" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"fiscal_date_start" date NOT NULL,
	"fiscal_date_end" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transaction_configs_fiscal_check" CHECK ("transaction_configs"."fiscal_date_end" > "transaction_configs"."fiscal_date_start")
);
--> statement-breakpoint
CREATE TABLE "transaction_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"code" text NOT NULL,
	"parent_category" text NOT NULL,
	"category" text NOT NULL,
	"description" text,
	"account" text NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"label" text NOT NULL,
	"description" text,
	"amount_cents" bigint NOT NULL,
	"transaction_date" date NOT NULL,
	"currency_code" text DEFAULT 'EUR' NOT NULL,
	"transaction_type" text NOT NULL,
	"bank_account" text,
	"status" text DEFAULT 'UNRECONCILED' NOT NULL,
	"payment_method" text NOT NULL,
	"source" text DEFAULT 'MANUAL' NOT NULL,
	"counterparty" text,
	"bank_key" text,
	"import_id" uuid,
	"document_payment_id" uuid,
	"reverses_id" uuid,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_amount_check" CHECK ("transactions"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "transaction_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"tax_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_id" uuid,
	"attachment" jsonb,
	"allocation_date" date NOT NULL,
	"document_id" uuid,
	"document_name" text,
	"client_code" text,
	"client_name" text
);
--> statement-breakpoint
CREATE TABLE "bank_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"format" text NOT NULL,
	"lines_count" integer NOT NULL,
	"imported_count" integer NOT NULL,
	"duplicates_count" integer NOT NULL,
	"matched_count" integer DEFAULT 0 NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transaction_configs" ADD CONSTRAINT "transaction_configs_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_categories" ADD CONSTRAINT "transaction_categories_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_import_id_bank_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."bank_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_document_payment_id_document_payments_id_fk" FOREIGN KEY ("document_payment_id") REFERENCES "public"."document_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_reverses_id_transactions_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_allocations" ADD CONSTRAINT "transaction_allocations_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_allocations" ADD CONSTRAINT "transaction_allocations_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_allocations" ADD CONSTRAINT "transaction_allocations_category_id_transaction_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."transaction_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_allocations" ADD CONSTRAINT "transaction_allocations_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_imports" ADD CONSTRAINT "bank_imports_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_imports" ADD CONSTRAINT "bank_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_categories_vendor_code_idx" ON "transaction_categories" USING btree ("vendor_id","code");--> statement-breakpoint
CREATE INDEX "transactions_vendor_date_idx" ON "transactions" USING btree ("vendor_id","transaction_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_vendor_bank_key_idx" ON "transactions" USING btree ("vendor_id","bank_key") WHERE "transactions"."bank_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "transactions_vendor_payment_idx" ON "transactions" USING btree ("vendor_id","document_payment_id") WHERE "transactions"."document_payment_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "transaction_allocations_vendor_transaction_idx" ON "transaction_allocations" USING btree ("vendor_id","transaction_id","position");--> statement-breakpoint
CREATE INDEX "transaction_allocations_vendor_category_idx" ON "transaction_allocations" USING btree ("vendor_id","category_id");--> statement-breakpoint
CREATE INDEX "transaction_allocations_vendor_document_idx" ON "transaction_allocations" USING btree ("vendor_id","document_id");--> statement-breakpoint
CREATE INDEX "bank_imports_vendor_idx" ON "bank_imports" USING btree ("vendor_id","created_at");
