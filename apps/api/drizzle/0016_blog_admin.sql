CREATE TABLE "blog_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"tiptap_content" jsonb NOT NULL,
	"content_html" text NOT NULL,
	"excerpt" text,
	"featured_image" text,
	"featured_image_alt" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"author_id" uuid,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"published_at" timestamp with time zone,
	"reading_time" integer DEFAULT 0 NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"seo_keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"canonical_url" text,
	"og_image" text,
	"meta_robots" text DEFAULT 'index,follow' NOT NULL,
	"locale" text DEFAULT 'fr-FR' NOT NULL,
	"parent_id" uuid,
	"order" integer DEFAULT 0 NOT NULL,
	"is_feature" boolean DEFAULT false NOT NULL,
	"target" text NOT NULL,
	"main_category" text NOT NULL,
	"sub_category" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_parent_id_blog_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blog_articles"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "blog_articles_published_idx" ON "blog_articles" USING btree ("status","target","published_at" DESC);
--> statement-breakpoint
CREATE INDEX "blog_articles_category_idx" ON "blog_articles" USING btree ("main_category","status","published_at" DESC);
--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" text,
	"action" text NOT NULL,
	"target" text,
	"status_code" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at" DESC);
--> statement-breakpoint
CREATE INDEX "admin_audit_log_user_idx" ON "admin_audit_log" USING btree ("user_id","created_at" DESC);
