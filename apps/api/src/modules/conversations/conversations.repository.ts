import type { ConversationOrigin, ConversationStatus, MessageSender } from "@cortege/domain";
import { and, asc, desc, eq } from "drizzle-orm";
import { conversations, messages } from "../../db/schema/index.ts";
import type { Db } from "../../platform/db/database.ts";

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

export type NewConversation = {
  vendorId: string;
  clientId: string | null;
  eventId: string | null;
  name: string;
  object: string;
  status: ConversationStatus;
  origin: ConversationOrigin;
};
export type NewMessage = { sender: MessageSender; userId: string | null; object: string; body: string };

export function createConversationsRepository(db: Db) {
  return {
    /** The conversation and its first message, in the caller's transaction when `db` is one. */
    async insertWithMessage(conversation: NewConversation, message: NewMessage) {
      const [row] = await db.insert(conversations).values(conversation).returning();
      const created = row as ConversationRow;
      const [first] = await db
        .insert(messages)
        .values({ vendorId: conversation.vendorId, conversationId: created.id, ...message })
        .returning();
      return { conversation: created, message: first as MessageRow };
    },

    async list(vendorId: string): Promise<ConversationRow[]> {
      return db
        .select()
        .from(conversations)
        .where(eq(conversations.vendorId, vendorId))
        .orderBy(desc(conversations.lastMessageAt), desc(conversations.id));
    },

    async messages(vendorId: string, conversationId: string): Promise<MessageRow[]> {
      return db
        .select()
        .from(messages)
        .where(and(eq(messages.vendorId, vendorId), eq(messages.conversationId, conversationId)))
        .orderBy(asc(messages.createdAt), asc(messages.id));
    },
  };
}
