CREATE TABLE "calendar_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"client_id" uuid,
	"origin" text DEFAULT 'cortege' NOT NULL,
	"google_event_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_events_vendor_google_key" UNIQUE("vendor_id","google_event_id")
);
--> statement-breakpoint
CREATE TABLE "calendar_accounts" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"ics_token" text,
	"google_status" text DEFAULT 'none' NOT NULL,
	"google_refresh_token" text,
	"google_access_token" text,
	"google_access_expires_at" timestamp with time zone,
	"google_calendar_id" text,
	"google_sync_token" text,
	"google_synced_at" timestamp with time zone,
	"oauth_state" text,
	"oauth_verifier" text,
	"oauth_started_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_accounts_ics_token_key" UNIQUE("ics_token"),
	CONSTRAINT "calendar_accounts_oauth_state_key" UNIQUE("oauth_state")
);
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_accounts" ADD CONSTRAINT "calendar_accounts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_events_vendor_range_idx" ON "calendar_events" USING btree ("vendor_id","start_time","end_time");--> statement-breakpoint
CREATE INDEX "calendar_events_vendor_client_idx" ON "calendar_events" USING btree ("vendor_id","client_id");
