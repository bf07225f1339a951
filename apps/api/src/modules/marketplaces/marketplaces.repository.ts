import type { MarketplaceKey } from "@cortege/domain";
import { and, asc, count, desc, eq, lte, type SQL, sql } from "drizzle-orm";
import {
  marketplaceConnections,
  marketplaceConversationAliases,
  marketplaceConversations,
  marketplaceMessages,
} from "../../db/schema/index.ts";
import type { DbOrTx } from "../../platform/db/database.ts";

export type ConnectionRow = typeof marketplaceConnections.$inferSelect;
export type MarketplaceConversationRow = typeof marketplaceConversations.$inferSelect;
export type MarketplaceMessageRow = typeof marketplaceMessages.$inferSelect;

export function createMarketplacesRepository(db: DbOrTx) {
  const conn = (vendorId: string, mk: MarketplaceKey) =>
    and(eq(marketplaceConnections.vendorId, vendorId), eq(marketplaceConnections.marketplace, mk));

  /** A client's conversation on a marketplace that meets one more condition (its date, its event). */
  async function clientConversation(vendorId: string, mk: MarketplaceKey, clientId: string, condition: SQL) {
    const rows = await db
      .select()
      .from(marketplaceConversations)
      .where(
        and(
          eq(marketplaceConversations.vendorId, vendorId),
          eq(marketplaceConversations.marketplace, mk),
          eq(marketplaceConversations.clientId, clientId),
          condition,
        ),
      )
      .limit(1);
    return rows[0];
  }

  return {
    async connections(vendorId: string): Promise<ConnectionRow[]> {
      return db.select().from(marketplaceConnections).where(eq(marketplaceConnections.vendorId, vendorId));
    },
    async connection(vendorId: string, mk: MarketplaceKey): Promise<ConnectionRow | undefined> {
      return (await db.select().from(marketplaceConnections).where(conn(vendorId, mk)))[0];
    },
    async saveConnection(
      vendorId: string,
      mk: MarketplaceKey,
      values: { username: string; passwordSealed: string; sessionSealed: string },
    ) {
      const row = { ...values, state: "connected" as const, lastError: null, failures: 0, nextSyncAt: new Date() };
      await db
        .insert(marketplaceConnections)
        .values({ vendorId, marketplace: mk, ...row })
        .onConflictDoUpdate({ target: [marketplaceConnections.vendorId, marketplaceConnections.marketplace], set: row });
    },
    async saveSession(vendorId: string, mk: MarketplaceKey, sessionSealed: string) {
      await db.update(marketplaceConnections).set({ sessionSealed }).where(conn(vendorId, mk));
    },
    async markRefused(vendorId: string, mk: MarketplaceKey, lastError: string) {
      await db.update(marketplaceConnections).set({ state: "refused", sessionSealed: null, lastError }).where(conn(vendorId, mk));
    },
    async deleteConnection(vendorId: string, mk: MarketplaceKey): Promise<boolean> {
      return (await db.delete(marketplaceConnections).where(conn(vendorId, mk)).returning()).length > 0;
    },
    async syncSucceeded(vendorId: string, mk: MarketplaceKey, nextSyncAt: Date) {
      await db
        .update(marketplaceConnections)
        .set({ lastSyncAt: new Date(), failures: 0, lastError: null, nextSyncAt })
        .where(conn(vendorId, mk));
    },
    async syncFailed(vendorId: string, mk: MarketplaceKey, failures: number, lastError: string, nextSyncAt: Date) {
      await db.update(marketplaceConnections).set({ failures, lastError, nextSyncAt }).where(conn(vendorId, mk));
    },
    /** Connections whose next sync is due, across vendors. */
    async due(now: Date, limit: number): Promise<ConnectionRow[]> {
      return db
        .select()
        .from(marketplaceConnections)
        .where(and(eq(marketplaceConnections.state, "connected"), lte(marketplaceConnections.nextSyncAt, now)))
        .orderBy(asc(marketplaceConnections.nextSyncAt))
        .limit(limit);
    },

    /** Serialises the lead writes of one vendor's marketplace (several syncs, several instances). */
    async lockLeads(vendorId: string, mk: MarketplaceKey) {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`marketplace-leads:${vendorId}:${mk}`}))`);
    },
    async byExternalId(
      vendorId: string,
      mk: MarketplaceKey,
      externalId: string,
    ): Promise<MarketplaceConversationRow | undefined> {
      const rows = await db
        .select({ c: marketplaceConversations })
        .from(marketplaceConversationAliases)
        .innerJoin(marketplaceConversations, eq(marketplaceConversations.id, marketplaceConversationAliases.conversationId))
        .where(
          and(
            eq(marketplaceConversationAliases.vendorId, vendorId),
            eq(marketplaceConversationAliases.marketplace, mk),
            eq(marketplaceConversationAliases.externalId, externalId),
          ),
        );
      return rows[0]?.c;
    },
    /** The lead this couple already sent for this date on this marketplace (a directory's double send). */
    async sameLead(vendorId: string, mk: MarketplaceKey, clientId: string, eventDate: string | null) {
      const sameDate = eventDate
        ? eq(marketplaceConversations.eventDate, eventDate)
        : sql`${marketplaceConversations.eventDate} IS NULL`;
      return clientConversation(vendorId, mk, clientId, sameDate);
    },
    async byClientEvent(vendorId: string, mk: MarketplaceKey, clientId: string, eventId: string) {
      return clientConversation(vendorId, mk, clientId, eq(marketplaceConversations.eventId, eventId));
    },
    async insertConversation(row: typeof marketplaceConversations.$inferInsert & { externalId: string }) {
      const [inserted] = await db.insert(marketplaceConversations).values(row).returning();
      if (!inserted) throw new Error("marketplace conversation not inserted");
      await db.insert(marketplaceConversationAliases).values({
        vendorId: row.vendorId,
        marketplace: row.marketplace,
        externalId: row.externalId,
        conversationId: inserted.id,
      });
      return inserted;
    },
    async addAlias(vendorId: string, mk: MarketplaceKey, externalId: string, conversationId: string) {
      await db
        .insert(marketplaceConversationAliases)
        .values({ vendorId, marketplace: mk, externalId, conversationId })
        .onConflictDoNothing();
    },
    async updateConversation(
      vendorId: string,
      id: string,
      values: Partial<Pick<MarketplaceConversationRow, "status" | "lastMessage" | "lastMessageAt" | "name" | "link" | "readAt">>,
    ) {
      const [row] = await db
        .update(marketplaceConversations)
        .set(values)
        .where(and(eq(marketplaceConversations.vendorId, vendorId), eq(marketplaceConversations.id, id)))
        .returning();
      return row;
    },
    /** Adds the messages not stored yet; answers how many were new. */
    async addMessages(
      vendorId: string,
      conversationId: string,
      messages: { externalId: string; sender: "VENDOR" | "CLIENT"; body: string; sentAt: Date }[],
    ): Promise<number> {
      if (messages.length === 0) return 0;
      const inserted = await db
        .insert(marketplaceMessages)
        .values(messages.map((m) => ({ ...m, vendorId, conversationId })))
        .onConflictDoNothing()
        .returning({ id: marketplaceMessages.id });
      return inserted.length;
    },
    async messages(vendorId: string, conversationId: string): Promise<MarketplaceMessageRow[]> {
      return db
        .select()
        .from(marketplaceMessages)
        .where(and(eq(marketplaceMessages.vendorId, vendorId), eq(marketplaceMessages.conversationId, conversationId)))
        .orderBy(asc(marketplaceMessages.sentAt), asc(marketplaceMessages.externalId));
    },
    /**
     * The vendor's marketplace threads with a couple's message it has not opened since (both marketplaces),
     * counting only messages after `since` (the messaging counter's reset).
     */
    async unreadCount(vendorId: string, since: Date | null): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(marketplaceConversations)
        .where(
          and(
            eq(marketplaceConversations.vendorId, vendorId),
            sql`exists (select 1 from ${marketplaceMessages} m where m.vendor_id = ${marketplaceConversations.vendorId}
              and m.conversation_id = ${marketplaceConversations.id} and m.sender = 'CLIENT'
              and m.sent_at > coalesce(${marketplaceConversations.readAt}, '-infinity'::timestamptz)
              and m.sent_at > ${since ? since.toISOString() : "-infinity"}::timestamptz)`,
          ),
        );
      return row?.n ?? 0;
    },
    /** How many conversations each marketplace's inbox holds for the vendor. */
    async counts(vendorId: string): Promise<Partial<Record<MarketplaceKey, number>>> {
      const rows = await db
        .select({ marketplace: marketplaceConversations.marketplace, n: count() })
        .from(marketplaceConversations)
        .where(eq(marketplaceConversations.vendorId, vendorId))
        .groupBy(marketplaceConversations.marketplace);
      return Object.fromEntries(rows.map((r) => [r.marketplace, r.n]));
    },
    async page(vendorId: string, mk: MarketplaceKey, page: number, size: number) {
      const where = and(eq(marketplaceConversations.vendorId, vendorId), eq(marketplaceConversations.marketplace, mk));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(marketplaceConversations)
          .where(where)
          .orderBy(desc(marketplaceConversations.lastMessageAt), desc(marketplaceConversations.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(marketplaceConversations).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
