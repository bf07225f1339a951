CREATE TABLE "task_board_configs" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"default_board_id" uuid
);
--> statement-breakpoint
CREATE TABLE "task_board_templates" (
	"vendor_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"board_id" uuid NOT NULL,
	CONSTRAINT "task_board_templates_vendor_id_event_type_pk" PRIMARY KEY("vendor_id","event_type")
);
--> statement-breakpoint
CREATE TABLE "task_boards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"name" text NOT NULL,
	"event_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"board_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"enable_notifications" boolean DEFAULT false NOT NULL,
	"notification_days_before" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"board_id" uuid NOT NULL,
	"list_id" uuid NOT NULL,
	"type" text DEFAULT 'BASE_TASK' NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"due_at" timestamp with time zone,
	"number_of_days" integer,
	"position" integer NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"from_email" text,
	"from_name" text,
	"object" text,
	"body" text,
	"emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"send_copy_to_self" boolean DEFAULT false NOT NULL,
	"filename" text,
	"list_id_done" uuid,
	"amount_cents" bigint,
	"deposit_status" text,
	"kept_amount_cents" bigint,
	"kept_reason" text,
	"job_id" uuid,
	"send_status" text,
	"send_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "task_board_configs" ADD CONSTRAINT "task_board_configs_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_board_configs" ADD CONSTRAINT "task_board_configs_default_board_id_task_boards_id_fk" FOREIGN KEY ("default_board_id") REFERENCES "public"."task_boards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_board_templates" ADD CONSTRAINT "task_board_templates_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_board_templates" ADD CONSTRAINT "task_board_templates_board_id_task_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."task_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_boards" ADD CONSTRAINT "task_boards_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_boards" ADD CONSTRAINT "task_boards_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_lists" ADD CONSTRAINT "task_lists_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_lists" ADD CONSTRAINT "task_lists_board_id_task_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."task_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_board_id_task_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."task_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_list_id_task_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."task_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_list_id_done_task_lists_id_fk" FOREIGN KEY ("list_id_done") REFERENCES "public"."task_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_boards_vendor_idx" ON "task_boards" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "task_boards_event_idx" ON "task_boards" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "task_lists_board_idx" ON "task_lists" USING btree ("board_id","position");--> statement-breakpoint
CREATE INDEX "tasks_list_idx" ON "tasks" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "tasks_board_idx" ON "tasks" USING btree ("board_id");