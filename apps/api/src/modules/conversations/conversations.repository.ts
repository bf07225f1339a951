import type { ConversationOrigin, ConversationStatus, MessageSender, PredefinedMessage } from "@cortege/domain";
import { and, count, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import { type AnyPgColumn, PgDialect } from "drizzle-orm/pg-core";
import { conversations, messages, messagingConfigs } from "../../db/schema/index.ts";
import { arrayRows, type BuiltStatement, builtQueries, builtStatement, PLANNED_ONCE } from "../../platform/db/built-queries.ts";
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

/** The client wrote after the vendor's read marker (the same expression as conversations_vendor_unread_last_idx). */
const unread = sql<boolean>`(${conversations.lastClientMessageAt} is not null and ${conversations.lastClientMessageAt} > coalesce(${conversations.readDate}, '-infinity'::timestamptz))`;
/** The same, on one of the list's aliases, as raw text: the planner must see the index's expression. */
const unreadOn = (alias: "c" | "k") =>
  sql.raw(
    `(${alias}.last_client_message_at is not null and ${alias}.last_client_message_at > coalesce(${alias}.read_date, '-infinity'::timestamptz))`,
  );

/** What a list row shows of a conversation, and of its latest message. */
export type ListConversation = Pick<
  ConversationRow,
  | "id"
  | "vendorId"
  | "clientId"
  | "eventId"
  | "name"
  | "object"
  | "status"
  | "isArchived"
  | "readDate"
  | "readDateClient"
  | "lastMessageAt"
  | "lastClientMessageAt"
>;
export type LastMessage = Pick<MessageRow, "sender" | "object" | "body" | "createdAt">;
export type ListEntry = { conversation: ListConversation; last: LastMessage | null };

/**
 * An inbox page's row as PostgreSQL's driver gives it (`pageStatement`'s columns, in order): timestamptz as Date,
 * bigint as text.
 */
type PageColumns = [
  ...[id: string, vendorId: string, clientId: string | null, eventId: string | null, name: string, object: string],
  ...[status: string, isArchived: boolean, readDate: Date | null, readDateClient: Date | null, lastMessageAt: Date],
  ...[lastClientMessageAt: Date | null, sender: string | null, object: string | null, body: string | null, total: string],
];
const TOTAL = 15;

const toListEntry = (r: PageColumns): ListEntry => ({
  conversation: {
    id: r[0],
    vendorId: r[1],
    clientId: r[2],
    eventId: r[3],
    name: r[4],
    object: r[5],
    status: r[6],
    isArchived: r[7],
    readDate: r[8],
    readDateClient: r[9],
    lastMessageAt: r[10],
    lastClientMessageAt: r[11],
  },
  // The latest message is the conversation's copy of it (0037), at the conversation's last activity.
  last: r[12] === null ? null : { sender: r[12], object: r[13] ?? "", body: r[14] ?? "", createdAt: r[10] },
});

const dialect = new PgDialect();
/** At a status: about one of those events, or without an event and at that status itself. */
const atStatusOn = (alias: "k" | "t") =>
  sql` and (${sql.raw(alias)}.event_id = any(${sql.placeholder("eventIds")}::uuid[]) or (${sql.raw(alias)}.event_id is null and ${sql.raw(alias)}.status = ${sql.placeholder("status")}))`;
/**
 * An inbox page, built once per shape (at an event status or not), its values named. The page's ids first, off
 * conversations_vendor_unread_last_idx alone (an index-only scan: a deep page's offset costs no heap row per
 * skipped line, 0037), then their rows; each line's latest message is the copy kept on the conversation (0037), not
 * a probe into messages; the total is counted once (an index-only scan).
 */
function buildPageStatement(atStatus: boolean): BuiltStatement {
  const status = (alias: "k" | "t") => (atStatus ? atStatusOn(alias) : sql``);
  const vendorId = sql.placeholder("vendorId");
  const isArchived = sql.placeholder("isArchived");
  const query = sql`select c.id, c.vendor_id, c.client_id, c.event_id, c.name, c.object, c.status, c.is_archived,
      c.read_date, c.read_date_client, c.last_message_at, c.last_client_message_at, c.last_message_sender,
      c.last_message_object, c.last_message_body,
      (select count(*) from conversations t where t.vendor_id = ${vendorId} and t.is_archived = ${isArchived}${status("t")}) as total
    from (select k.id from conversations k
          where k.vendor_id = ${vendorId} and k.is_archived = ${isArchived}${status("k")}
          order by ${unreadOn("k")} desc, k.last_message_at desc, k.id desc
          limit ${sql.placeholder("limit")} offset ${sql.placeholder("offset")}) p
    join conversations c on c.id = p.id
    order by ${unreadOn("c")} desc, c.last_message_at desc, c.id desc`;
  return builtStatement(
    { getQuery: () => dialect.sqlToQuery(query) },
    atStatus ? PLANNED_ONCE.conversationsPageAtStatus : PLANNED_ONCE.conversationsPage,
  );
}
const pageStatements = builtQueries<BuiltStatement>();
const pageStatement = (atStatus: boolean) => pageStatements(atStatus ? "s" : "", () => buildPageStatement(atStatus));

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createConversationsRepository(db: Db) {
  async function addMessage(vendorId: string, conversationId: string, message: NewMessage): Promise<MessageRow> {
    const [row] = await db
      .insert(messages)
      .values({ vendorId, conversationId, ...message, attachments: message.attachments ?? [] })
      .returning();
    const created = row as MessageRow;
    const at = created.createdAt;
    // The inbox line's copy of the latest message (0037): only a newer message replaces it.
    const newer = sql`(${conversations.lastMessageSeq} is null or ${conversations.lastMessageSeq} < ${created.seq})`;
    const latest = (value: string | number, column: AnyPgColumn) => sql`case when ${newer} then ${value} else ${column} end`;
    await db
      .update(conversations)
      .set({
        lastMessageAt: at,
        updatedAt: at,
        ...(message.sender === "CLIENT" ? { lastClientMessageAt: at } : { lastVendorMessageAt: at, readDate: at }),
        lastMessageSeq: latest(created.seq, conversations.lastMessageSeq),
        lastMessageSender: latest(created.sender, conversations.lastMessageSender),
        lastMessageObject: latest(created.object, conversations.lastMessageObject),
        lastMessageBody: latest(created.body, conversations.lastMessageBody),
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

    /**
     * A page of the inbox, unread first then the latest activity, each row with its latest message and the list's
     * total: one statement (`buildPageStatement`) built once, its rows mapped here (drizzle's raw rows left the
     * timestamps as text, each parsed again).
     */
    async page(
      vendorId: string,
      isArchived: boolean,
      page: number,
      limit: number,
      atStatus?: { status: string; eventIds: string[] },
    ): Promise<{ rows: ListEntry[]; total: number }> {
      const rows = await arrayRows<PageColumns>(db, pageStatement(atStatus !== undefined), {
        vendorId,
        isArchived,
        eventIds: atStatus?.eventIds,
        status: atStatus?.status,
        limit,
        offset: (page - 1) * limit,
      });
      const first = rows[0];
      if (first || page === 1) return { rows: rows.map(toListEntry), total: Number(first?.[TOTAL] ?? 0) };
      // Past the last page no row carries the total: count apart (a stale link, rare).
      const status = atStatus
        ? sql` and (t.event_id = any(${sql.param(atStatus.eventIds)}::uuid[]) or (t.event_id is null and t.status = ${atStatus.status}))`
        : sql``;
      const counted = await db.execute<{ n: string }>(
        sql`select count(*) as n from conversations t where t.vendor_id = ${vendorId} and t.is_archived = ${isArchived}${status}`,
      );
      return { rows: [], total: Number(counted.rows[0]?.n ?? 0) };
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

    /**
     * The reader's marker moves only past a message from the other side it had not seen; the row as it now is, or
     * null when nothing was unread. Opening a read thread writes nothing: every write of this indexed column leaves
     * a dead row that the inbox's index-only scans read through until the next vacuum (issue 26).
     */
    async markRead(vendorId: string, conversationId: string, side: "VENDOR" | "CLIENT"): Promise<ConversationRow | null> {
      const [theirs, mine] =
        side === "VENDOR"
          ? [conversations.lastClientMessageAt, conversations.readDate]
          : [conversations.lastVendorMessageAt, conversations.readDateClient];
      const [row] = await db
        .update(conversations)
        .set(side === "VENDOR" ? { readDate: sql`now()` } : { readDateClient: sql`now()` })
        .where(
          and(
            eq(conversations.vendorId, vendorId),
            eq(conversations.id, conversationId),
            sql`${theirs} > coalesce(${mine}, '-infinity'::timestamptz)`,
          ),
        )
        .returning();
      return row ?? null;
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
