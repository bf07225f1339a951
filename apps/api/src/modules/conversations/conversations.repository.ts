import type { ConversationOrigin, ConversationStatus, MessageSender, PredefinedMessage } from "@cortege/domain";
import { and, count, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { conversations, messages, messagingConfigs } from "../../db/schema/index.ts";
import type { Db } from "../../platform/db/database.ts";
import { LIVE_CHANNEL, type LiveEvent } from "./live-hub.ts";

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type MessagingConfigRow = typeof messagingConfigs.$inferSelect;
export type StoredAttachment = { fileId: string; filename: string; fileType: string | null; size: number };

export type NewConversation = {
  vendorId: string;
  clientId: string | null;
  eventId: string | null;
  name: string;
  object: string;
  status: ConversationStatus;
  origin: ConversationOrigin;
};
export type NewMessage = {
  sender: MessageSender;
  userId: string | null;
  object: string;
  body: string;
  attachments?: StoredAttachment[];
};

/** The client wrote after the vendor's read marker. */
const unread = sql<boolean>`(${conversations.lastClientMessageAt} is not null and ${conversations.lastClientMessageAt} > coalesce(${conversations.readDate}, '-infinity'::timestamptz))`;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createConversationsRepository(db: Db) {
  async function addMessage(vendorId: string, conversationId: string, message: NewMessage): Promise<MessageRow> {
    const [row] = await db
      .insert(messages)
      .values({ vendorId, conversationId, ...message, attachments: message.attachments ?? [] })
      .returning();
    const created = row as MessageRow;
    const at = created.createdAt;
    await db
      .update(conversations)
      .set({
        lastMessageAt: at,
        updatedAt: at,
        ...(message.sender === "CLIENT" ? { lastClientMessageAt: at } : { lastVendorMessageAt: at, readDate: at }),
      })
      .where(and(eq(conversations.vendorId, vendorId), eq(conversations.id, conversationId)));
    return created;
  }

  return {
    /**
     * Tells the open tabs (live hub) of a change. On a transaction PostgreSQL delivers it at COMMIT, so
     * a tab never refetches before the rows are visible (the showcase request writes in one transaction).
     */
    async notifyLive(event: LiveEvent): Promise<void> {
      await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`);
    },

    /** The conversation and its first message, in the caller's transaction when `db` is one. */
    async insertWithMessage(conversation: NewConversation, message: NewMessage) {
      const [row] = await db.insert(conversations).values(conversation).returning();
      const created = row as ConversationRow;
      const first = await addMessage(conversation.vendorId, created.id, message);
      const [fresh] = await db.select().from(conversations).where(eq(conversations.id, created.id));
      return { conversation: fresh as ConversationRow, message: first };
    },

    addMessage,

    async get(vendorId: string, conversationId: string): Promise<ConversationRow | null> {
      const [row] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.vendorId, vendorId), eq(conversations.id, conversationId)));
      return row ?? null;
    },

    /** The latest conversation about this client (and event): a showcase request may open several. */
    async findFor(vendorId: string, clientId: string, eventId: string | null): Promise<ConversationRow | null> {
      const [row] = await db
        .select()
        .from(conversations)
        .where(
          and(
            eq(conversations.vendorId, vendorId),
            eq(conversations.clientId, clientId),
            eventId ? eq(conversations.eventId, eventId) : sql`${conversations.eventId} is null`,
          ),
        )
        .orderBy(desc(conversations.lastMessageAt))
        .limit(1);
      return row ?? null;
    },

    /** Unread first, then the latest activity. */
    async page(
      vendorId: string,
      isArchived: boolean,
      page: number,
      limit: number,
      atStatus?: { status: string; eventIds: string[] },
    ) {
      // At a status: about one of those events, or without an event and at that status itself.
      const status = atStatus
        ? or(
            atStatus.eventIds.length > 0 ? inArray(conversations.eventId, atStatus.eventIds) : sql`false`,
            and(isNull(conversations.eventId), eq(conversations.status, atStatus.status)),
          )
        : undefined;
      const where = and(eq(conversations.vendorId, vendorId), eq(conversations.isArchived, isArchived), status);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(conversations)
          .where(where)
          .orderBy(desc(unread), desc(conversations.lastMessageAt), desc(conversations.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(conversations).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async search(vendorId: string, term: string, isArchived: boolean, limit: number): Promise<ConversationRow[]> {
      const like = `%${escapeLike(term)}%`;
      return db
        .select()
        .from(conversations)
        .where(
          and(
            eq(conversations.vendorId, vendorId),
            eq(conversations.isArchived, isArchived),
            // Accents and case ignored (« lea » finds « Léa »), as the clients' search.
            or(
              sql`cortege_normalize(${conversations.name}) like cortege_normalize(${like})`,
              sql`cortege_normalize(${conversations.object}) like cortege_normalize(${like})`,
            ),
          ),
        )
        .orderBy(desc(unread), desc(conversations.lastMessageAt))
        .limit(limit);
    },

    /**
     * The latest message of each conversation: one index probe per conversation (LATERAL … LIMIT 1), not
     * a DISTINCT ON that would read every message of the page's threads (200 each at the bench's size).
     */
    async lastMessages(vendorId: string, conversationIds: string[]): Promise<Map<string, MessageRow>> {
      if (conversationIds.length === 0) return new Map();
      const latest = sql`(select m.id from unnest(${sql.param(conversationIds)}::uuid[]) as c(id)
        cross join lateral (select id from ${messages} where ${messages.vendorId} = ${vendorId} and ${messages.conversationId} = c.id
                            order by ${messages.seq} desc limit 1) as m)`;
      const rows = await db.select().from(messages).where(inArray(messages.id, latest));
      return new Map(rows.map((r) => [r.conversationId, r]));
    },

    /** A page of the thread, newest first, before `beforeSeq`; one more row tells whether more remain. */
    async messagesBefore(vendorId: string, conversationId: string, beforeSeq: number | null, limit: number) {
      return db
        .select()
        .from(messages)
        .where(
          and(
            eq(messages.vendorId, vendorId),
            eq(messages.conversationId, conversationId),
            beforeSeq === null ? undefined : lt(messages.seq, beforeSeq),
          ),
        )
        .orderBy(desc(messages.seq))
        .limit(limit + 1);
    },

    /** The conversation of a couple's private link; the token is unique over all vendors. */
    async byToken(token: string): Promise<ConversationRow | null> {
      const [row] = await db.select().from(conversations).where(eq(conversations.clientToken, token));
      return row ?? null;
    },

    /** Revokes the couple's link by giving the conversation a new one. */
    async rotateToken(vendorId: string, conversationId: string, token: string): Promise<ConversationRow | null> {
      const [row] = await db
        .update(conversations)
        .set({ clientToken: token, updatedAt: new Date() })
        .where(and(eq(conversations.vendorId, vendorId), eq(conversations.id, conversationId)))
        .returning();
      return row ?? null;
    },

    /**
     * Claims the right to e-mail one side of a new message: true at most once a quarter hour per
     * conversation, decided in one statement so that two messages sent together mail once.
     */
    async claimNotification(conversationId: string, side: "CLIENT" | "VENDOR"): Promise<boolean> {
      const column = side === "CLIENT" ? conversations.clientNotifiedAt : conversations.vendorNotifiedAt;
      const rows = await db
        .update(conversations)
        .set(side === "CLIENT" ? { clientNotifiedAt: sql`now()` } : { vendorNotifiedAt: sql`now()` })
        .where(and(eq(conversations.id, conversationId), sql`(${column} is null or ${column} < now() - interval '15 minutes')`))
        .returning({ id: conversations.id });
      return rows.length > 0;
    },

    async markRead(vendorId: string, conversationId: string, side: "VENDOR" | "CLIENT"): Promise<void> {
      await db
        .update(conversations)
        .set(side === "VENDOR" ? { readDate: sql`now()` } : { readDateClient: sql`now()` })
        .where(and(eq(conversations.vendorId, vendorId), eq(conversations.id, conversationId)));
    },

    async archive(vendorId: string, ids: readonly string[], isArchived: boolean): Promise<string[]> {
      const rows = await db
        .update(conversations)
        .set({ isArchived, updatedAt: new Date() })
        .where(and(eq(conversations.vendorId, vendorId), inArray(conversations.id, [...ids])))
        .returning({ id: conversations.id });
      return rows.map((r) => r.id);
    },

    async config(vendorId: string): Promise<MessagingConfigRow | null> {
      const [row] = await db.select().from(messagingConfigs).where(eq(messagingConfigs.vendorId, vendorId));
      return row ?? null;
    },

    async saveConfig(
      vendorId: string,
      values: Partial<
        Pick<MessagingConfigRow, "isEmailNotification" | "isMarketplaceAConnected" | "isMarketplaceBConnected" | "counterResetAt">
      > & {
        predefinedMessages?: PredefinedMessage[];
      },
    ): Promise<MessagingConfigRow> {
      const [row] = await db
        .insert(messagingConfigs)
        .values({ vendorId, ...values })
        .onConflictDoUpdate({ target: messagingConfigs.vendorId, set: { ...values, updatedAt: new Date() } })
        .returning();
      return row as MessagingConfigRow;
    },

    /** Conversations (not archived) the client wrote in since the vendor read them and since the counter's reset. */
    async unreadCount(vendorId: string, resetAt: Date | null): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(conversations)
        .where(
          and(
            eq(conversations.vendorId, vendorId),
            eq(conversations.isArchived, false),
            unread,
            resetAt ? sql`${conversations.lastClientMessageAt} > ${resetAt.toISOString()}::timestamptz` : undefined,
          ),
        );
      return row?.n ?? 0;
    },
  };
}
