CREATE TABLE "marketplace_connections" (
	"vendor_id" uuid NOT NULL,
	"marketplace" text NOT NULL,
	"username" text NOT NULL,
	"password_sealed" text NOT NULL,
	"session_sealed" text,
	"state" text DEFAULT 'connected' NOT NULL,
	"last_error" text,
	"last_sync_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_connections_vendor_id_marketplace_pk" PRIMARY KEY("vendor_id","marketplace")
);
--> statement-breakpoint
ALTER TABLE "marketplace_connections" ADD CONSTRAINT "marketplace_connections_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "marketplace_connections_next_sync_idx" ON "marketplace_connections" USING btree ("next_sync_at");
--> statement-breakpoint
CREATE TABLE "marketplace_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"marketplace" text NOT NULL,
	"external_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"last_message" text DEFAULT '' NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"link" text,
	"avatar_url" text,
	"event_date" text,
	"number_of_guests" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_conversations_external_key" UNIQUE("vendor_id","marketplace","external_id")
);
--> statement-breakpoint
ALTER TABLE "marketplace_conversations" ADD CONSTRAINT "marketplace_conversations_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_conversations" ADD CONSTRAINT "marketplace_conversations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_conversations" ADD CONSTRAINT "marketplace_conversations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "marketplace_conversations_vendor_list_idx" ON "marketplace_conversations" USING btree ("vendor_id","marketplace","last_message_at");
--> statement-breakpoint
CREATE INDEX "marketplace_conversations_vendor_client_idx" ON "marketplace_conversations" USING btree ("vendor_id","client_id","event_id");
--> statement-breakpoint
CREATE TABLE "marketplace_conversation_aliases" (
	"vendor_id" uuid NOT NULL,
	"marketplace" text NOT NULL,
	"external_id" text NOT NULL,
	"conversation_id" uuid NOT NULL,
	CONSTRAINT "marketplace_conversation_aliases_vendor_id_marketplace_external_id_pk" PRIMARY KEY("vendor_id","marketplace","external_id")
);
--> statement-breakpoint
ALTER TABLE "marketplace_conversation_aliases" ADD CONSTRAINT "marketplace_conversation_aliases_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_conversation_aliases" ADD CONSTRAINT "marketplace_conversation_aliases_conversation_id_marketplace_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."marketplace_conversations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "marketplace_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"sender" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "marketplace_messages_external_key" UNIQUE("conversation_id","external_id")
);
--> statement-breakpoint
ALTER TABLE "marketplace_messages" ADD CONSTRAINT "marketplace_messages_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_messages" ADD CONSTRAINT "marketplace_messages_conversation_id_marketplace_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."marketplace_conversations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "marketplace_messages_vendor_conversation_idx" ON "marketplace_messages" USING btree ("vendor_id","conversation_id","sent_at");
--> statement-breakpoint
CREATE TABLE "marketplace_lead_inboxes" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_lead_inboxes_token_key" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "marketplace_lead_inboxes" ADD CONSTRAINT "marketplace_lead_inboxes_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "marketplace_lead_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"message_id" text NOT NULL,
	"subject" text NOT NULL,
	"source" text,
	"name" text,
	"message" text,
	"client_id" uuid,
	"event_id" uuid,
	"raw" "bytea" NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_lead_mails_message_key" UNIQUE("vendor_id","message_id")
);
--> statement-breakpoint
ALTER TABLE "marketplace_lead_mails" ADD CONSTRAINT "marketplace_lead_mails_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_lead_mails" ADD CONSTRAINT "marketplace_lead_mails_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_lead_mails" ADD CONSTRAINT "marketplace_lead_mails_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "marketplace_lead_mails_vendor_received_idx" ON "marketplace_lead_mails" USING btree ("vendor_id","received_at");
