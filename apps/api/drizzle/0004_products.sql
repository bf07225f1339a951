CREATE TABLE "product_children" (
	"vendor_id" uuid NOT NULL,
	"bundle_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	CONSTRAINT "product_children_bundle_id_child_id_pk" PRIMARY KEY("bundle_id","child_id")
);
--> statement-breakpoint
CREATE TABLE "product_configs" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"name" text NOT NULL,
	"ref" text,
	"product_type" text DEFAULT 'BNC' NOT NULL,
	"unit_type" text DEFAULT 'PIECE' NOT NULL,
	"description" text,
	"price_cents" bigint,
	"tax" text DEFAULT 'TAX_20' NOT NULL,
	"category" text,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_children" ADD CONSTRAINT "product_children_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_children" ADD CONSTRAINT "product_children_bundle_id_products_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_children" ADD CONSTRAINT "product_children_child_id_products_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_configs" ADD CONSTRAINT "product_configs_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_children_child_idx" ON "product_children" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "products_vendor_idx" ON "products" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "products_vendor_ref_idx" ON "products" USING btree ("vendor_id","ref");--> statement-breakpoint
CREATE VIEW "public"."product_sales" AS (SELECT NULL::uuid AS vendor_id, NULL::uuid AS product_id, 0::numeric AS units_sold, 0::bigint AS revenue_cents WHERE false);
-- product_sales answers no row until documents exist: every product shows 0 units sold and 0 revenue.
-- The documents issue redefines the view (same columns) over issued invoices minus credit notes.
