import { and, desc, eq } from "drizzle-orm";
import { marketplaceLeadInboxes, marketplaceLeadMails } from "../../db/schema/index.ts";
import type { DbOrTx } from "../../platform/db/database.ts";

export type LeadMailRow = typeof marketplaceLeadMails.$inferSelect;

export function createLeadMailsRepository(db: DbOrTx) {
  return {
    async token(vendorId: string): Promise<string | null> {
      const [row] = await db.select().from(marketplaceLeadInboxes).where(eq(marketplaceLeadInboxes.vendorId, vendorId));
      return row?.token ?? null;
    },
    /** The vendor's token: the stored one, or this new one (two first calls at once keep one). */
    async ensureToken(vendorId: string, fresh: string): Promise<string> {
      await db.insert(marketplaceLeadInboxes).values({ vendorId, token: fresh }).onConflictDoNothing();
      const [row] = await db.select().from(marketplaceLeadInboxes).where(eq(marketplaceLeadInboxes.vendorId, vendorId));
      return row?.token ?? fresh;
    },
    async vendorOfToken(token: string): Promise<string | null> {
      const [row] = await db.select().from(marketplaceLeadInboxes).where(eq(marketplaceLeadInboxes.token, token));
      return row?.vendorId ?? null;
    },
    /** Stores the mail unless this Message-ID is already there: answers its row, or null for a repeat. */
    async insert(row: typeof marketplaceLeadMails.$inferInsert): Promise<LeadMailRow | null> {
      const [inserted] = await db.insert(marketplaceLeadMails).values(row).onConflictDoNothing().returning();
      return inserted ?? null;
    },
    async setLead(vendorId: string, id: string, lead: { clientId: string; eventId: string }) {
      await db
        .update(marketplaceLeadMails)
        .set(lead)
        .where(and(eq(marketplaceLeadMails.vendorId, vendorId), eq(marketplaceLeadMails.id, id)));
    },
    async latest(vendorId: string, limit: number): Promise<LeadMailRow[]> {
      return db
        .select()
        .from(marketplaceLeadMails)
        .where(eq(marketplaceLeadMails.vendorId, vendorId))
        .orderBy(desc(marketplaceLeadMails.receivedAt))
        .limit(limit);
    },
    async get(vendorId: string, id: string): Promise<LeadMailRow | undefined> {
      const [row] = await db
        .select()
        .from(marketplaceLeadMails)
        .where(and(eq(marketplaceLeadMails.vendorId, vendorId), eq(marketplaceLeadMails.id, id)));
      return row;
    },
  };
}
