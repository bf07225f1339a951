CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "clients_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vendor_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"contacts" jsonb NOT NULL,
	"source" text,
	"status" text NOT NULL,
	"note" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"company" jsonb,
	"is_archived" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_linked_vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"linked_vendor_id" uuid,
	"is_verified" boolean DEFAULT false NOT NULL,
	"vendor_type" text NOT NULL,
	"company_name" text NOT NULL,
	"website" text,
	"contact" jsonb,
	"socials" jsonb NOT NULL,
	"medias" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_status_configs" (
	"vendor_id" uuid NOT NULL,
	"status" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"enable_notifications" boolean DEFAULT false NOT NULL,
	"notification_days_before" integer DEFAULT 30 NOT NULL,
	CONSTRAINT "event_status_configs_vendor_id_status_pk" PRIMARY KEY("vendor_id","status")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vendor_id" uuid NOT NULL,
	"event_name" text NOT NULL,
	"note" text,
	"approximate_guests_count" integer,
	"guests_count" integer,
	"date" date,
	"start_date" date,
	"end_date" date,
	"approximate_date" text,
	"event_type" text DEFAULT 'WEDDING' NOT NULL,
	"client_id" uuid,
	"space_id" uuid,
	"status" text NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quick_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "quick_notes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vendor_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_linked_vendors" ADD CONSTRAINT "event_linked_vendors_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_linked_vendors" ADD CONSTRAINT "event_linked_vendors_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_linked_vendors" ADD CONSTRAINT "event_linked_vendors_linked_vendor_id_vendors_id_fk" FOREIGN KEY ("linked_vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_status_configs" ADD CONSTRAINT "event_status_configs_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_notes" ADD CONSTRAINT "quick_notes_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_notes" ADD CONSTRAINT "quick_notes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_vendor_list_idx" ON "clients" USING btree ("vendor_id","is_archived","seq");--> statement-breakpoint
CREATE INDEX "clients_vendor_name_idx" ON "clients" USING btree ("vendor_id",cortege_normalize("name"));--> statement-breakpoint
CREATE INDEX "clients_search_trgm_idx" ON "clients" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "event_linked_vendors_event_idx" ON "event_linked_vendors" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_linked_vendors_unique_idx" ON "event_linked_vendors" USING btree ("event_id","linked_vendor_id");--> statement-breakpoint
CREATE INDEX "events_vendor_list_idx" ON "events" USING btree ("vendor_id","is_archived","seq");--> statement-breakpoint
CREATE INDEX "events_vendor_status_idx" ON "events" USING btree ("vendor_id","status","is_archived","seq");--> statement-breakpoint
CREATE INDEX "events_client_idx" ON "events" USING btree ("client_id","seq");--> statement-breakpoint
CREATE INDEX "events_vendor_date_idx" ON "events" USING btree ("vendor_id","date");--> statement-breakpoint
CREATE INDEX "events_vendor_range_idx" ON "events" USING btree ("vendor_id","start_date","end_date");--> statement-breakpoint
CREATE INDEX "events_search_trgm_idx" ON "events" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quick_notes_client_idx" ON "quick_notes" USING btree ("client_id","seq");