ALTER TABLE "messages" ADD COLUMN "seq" bigint GENERATED ALWAYS AS IDENTITY;
--> statement-breakpoint
CREATE INDEX "messages_vendor_conversation_seq_idx" ON "messages" USING btree ("vendor_id","conversation_id","seq" DESC);
--> statement-breakpoint
CREATE INDEX "conversations_vendor_archived_last_idx" ON "conversations" USING btree ("vendor_id","is_archived","last_message_at" DESC);
--> statement-breakpoint
CREATE INDEX "conversations_vendor_client_event_idx" ON "conversations" USING btree ("vendor_id","client_id","event_id");
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "last_client_message_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "last_vendor_message_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "conversations" c SET "last_client_message_at" = (SELECT max(m."created_at") FROM "messages" m WHERE m."conversation_id" = c."id" AND m."sender" = 'CLIENT'), "last_vendor_message_at" = (SELECT max(m."created_at") FROM "messages" m WHERE m."conversation_id" = c."id" AND m."sender" = 'VENDOR');
--> statement-breakpoint
CREATE TABLE "messaging_configs" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"is_email_notification" boolean DEFAULT true NOT NULL,
	"is_marketplace_a_connected" boolean DEFAULT false NOT NULL,
	"is_marketplace_b_connected" boolean DEFAULT false NOT NULL,
	"predefined_messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"counter_reset_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messaging_configs" ADD CONSTRAINT "messaging_configs_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "client_token" text DEFAULT (replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')) NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_client_token_idx" ON "conversations" USING btree ("client_token");
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "client_notified_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "vendor_notified_at" timestamp with time zone;
