-- The inbox's line shows the latest message: kept on the conversation (written with the message) instead of one
-- probe into messages per line (issue 26 item 5: the list's SQL was the messaging list's cost).
ALTER TABLE "conversations" ADD COLUMN IF NOT EXISTS "last_message_seq" bigint;
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN IF NOT EXISTS "last_message_sender" text;
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN IF NOT EXISTS "last_message_object" text;
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN IF NOT EXISTS "last_message_body" text;
--> statement-breakpoint
UPDATE "conversations" c SET "last_message_seq" = m."seq", "last_message_sender" = m."sender",
  "last_message_object" = m."object", "last_message_body" = m."body"
FROM (SELECT DISTINCT ON ("conversation_id") "conversation_id", "seq", "sender", "object", "body"
      FROM "messages" ORDER BY "conversation_id", "seq" DESC) m
WHERE m."conversation_id" = c."id";
--> statement-breakpoint
-- The inbox's order index again, with the two columns of its unread expression INCLUDEd: a page's offset is then
-- skipped on the index alone (an index-only scan) instead of a heap row per skipped line, or a sort of them all.
DROP INDEX IF EXISTS "conversations_vendor_unread_last_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "conversations_vendor_unread_last_idx" ON "conversations" USING btree ("vendor_id","is_archived",(("last_client_message_at" is not null and "last_client_message_at" > coalesce("read_date", '-infinity'::timestamptz))) DESC,"last_message_at" DESC,"id" DESC) INCLUDE ("last_client_message_at","read_date");
