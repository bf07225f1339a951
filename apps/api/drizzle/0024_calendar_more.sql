ALTER TABLE "calendar_accounts" ADD COLUMN "google_channel_id" text;--> statement-breakpoint
ALTER TABLE "calendar_accounts" ADD COLUMN "google_channel_resource_id" text;--> statement-breakpoint
ALTER TABLE "calendar_accounts" ADD COLUMN "google_channel_token" text;--> statement-breakpoint
ALTER TABLE "calendar_accounts" ADD COLUMN "google_channel_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_accounts" ADD CONSTRAINT "calendar_accounts_google_channel_key" UNIQUE("google_channel_id");--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "ics_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "invited_at" timestamp with time zone;
