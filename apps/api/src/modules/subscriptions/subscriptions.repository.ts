import type { UserInvoice, UserInvoicesQuery } from "@cortege/domain";
import { and, count, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { billingCustomers, billingEvents, billingInvoices, billingSubscriptions } from "../../db/schema/index.ts";
import type { Db, DbOrTx } from "../../platform/db/database.ts";

export type SubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type SubscriptionWrite = Omit<typeof billingSubscriptions.$inferInsert, "updatedAt">;
export type InvoiceWrite = Omit<typeof billingInvoices.$inferInsert, "updatedAt">;
export type CustomerRow = typeof billingCustomers.$inferSelect;

/** Statuses during which a subscription is still running (past_due: the grace period of the retries). */
export const runningStatuses = ["trialing", "active", "past_due"] as const;

function toInvoice(row: typeof billingInvoices.$inferSelect): UserInvoice {
  return {
    id: row.id,
    number: row.number,
    date: row.issuedAt.toISOString(),
    dueDate: row.dueDate?.toISOString() ?? null,
    status: row.status as UserInvoice["status"],
    total: row.total,
    currency: row.currency.toUpperCase(),
    pdf: row.pdfUrl,
    paidDate: row.paidAt?.toISOString() ?? null,
    paymentMethod: row.paymentMethod,
  };
}

export function createSubscriptionsRepository(db: Db) {
  return {
    async customerOfUser(userId: string, tx: DbOrTx = db): Promise<CustomerRow | undefined> {
      const [row] = await tx.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
      return row;
    },
    async customerById(customerId: string, tx: DbOrTx = db): Promise<CustomerRow | undefined> {
      const [row] = await tx.select().from(billingCustomers).where(eq(billingCustomers.customerId, customerId));
      return row;
    },
    /** The first customer made for the user wins: two tabs creating one at once get the same. */
    async insertCustomer(row: typeof billingCustomers.$inferInsert, tx: DbOrTx = db): Promise<CustomerRow> {
      await tx.insert(billingCustomers).values(row).onConflictDoNothing({ target: billingCustomers.userId });
      const [stored] = await tx.select().from(billingCustomers).where(eq(billingCustomers.userId, row.userId));
      return stored as CustomerRow;
    },
    async markTrialUsed(userId: string, tx: DbOrTx = db): Promise<void> {
      await tx.update(billingCustomers).set({ hasHadTrial: true }).where(eq(billingCustomers.userId, userId));
    },
    /** True the first time an event id is seen in this transaction's view. */
    async claimEvent(id: string, type: string, tx: DbOrTx): Promise<boolean> {
      const inserted = await tx
        .insert(billingEvents)
        .values({ id, type })
        .onConflictDoNothing()
        .returning({ id: billingEvents.id });
      return inserted.length === 1;
    },
    /**
     * Writes a subscription unless the stored copy comes from a later event (`object_time`): a late,
     * older event changes nothing. `fresh` (a read straight from Stripe) always applies.
     */
    async upsertSubscription(row: SubscriptionWrite, fresh: boolean, tx: DbOrTx): Promise<boolean> {
      const { id: _id, ...set } = row;
      const written = await tx
        .insert(billingSubscriptions)
        .values(row)
        .onConflictDoUpdate({
          target: billingSubscriptions.id,
          set: {
            ...set,
            objectTime: sql`GREATEST(${billingSubscriptions.objectTime}, excluded.object_time)`,
            updatedAt: sql`now()`,
          },
          where: fresh ? undefined : sql`${billingSubscriptions.objectTime} <= excluded.object_time`,
        })
        .returning({ id: billingSubscriptions.id });
      return written.length === 1;
    },
    async upsertInvoice(row: InvoiceWrite, fresh: boolean, tx: DbOrTx): Promise<void> {
      const { id: _id, ...set } = row;
      await tx
        .insert(billingInvoices)
        .values(row)
        .onConflictDoUpdate({
          target: billingInvoices.id,
          set: { ...set, objectTime: sql`GREATEST(${billingInvoices.objectTime}, excluded.object_time)`, updatedAt: sql`now()` },
          where: fresh ? undefined : sql`${billingInvoices.objectTime} <= excluded.object_time`,
        });
    },
    async subscriptionsOfUser(userId: string, tx: DbOrTx = db): Promise<SubscriptionRow[]> {
      return (
        tx
          .select()
          .from(billingSubscriptions)
          .where(eq(billingSubscriptions.userId, userId))
          // Running ones first, then the one that ended last (a trial replaced by a payment ended before).
          .orderBy(sql`${billingSubscriptions.endedAt} DESC NULLS FIRST`, desc(billingSubscriptions.startDate))
      );
    },
    async runningOfUser(userId: string, tx: DbOrTx = db): Promise<SubscriptionRow[]> {
      return tx
        .select()
        .from(billingSubscriptions)
        .where(and(eq(billingSubscriptions.userId, userId), inArray(billingSubscriptions.status, [...runningStatuses])));
    },
    /** The running subscriptions of several users (a vendor's members). */
    async runningOfUsers(userIds: string[]): Promise<SubscriptionRow[]> {
      if (userIds.length === 0) return [];
      return db
        .select()
        .from(billingSubscriptions)
        .where(and(inArray(billingSubscriptions.userId, userIds), inArray(billingSubscriptions.status, [...runningStatuses])));
    },
    async subscriptionOfUser(userId: string, subscriptionId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(billingSubscriptions)
        .where(and(eq(billingSubscriptions.userId, userId), eq(billingSubscriptions.id, subscriptionId)));
      return row;
    },
    async invoicesOfUser(userId: string, q: UserInvoicesQuery): Promise<{ invoices: UserInvoice[]; total: number }> {
      const where = and(
        eq(billingInvoices.userId, userId),
        q.status ? eq(billingInvoices.status, q.status) : undefined,
        q.startDate ? gte(billingInvoices.issuedAt, new Date(`${q.startDate}T00:00:00Z`)) : undefined,
        q.endDate ? lt(billingInvoices.issuedAt, new Date(new Date(`${q.endDate}T00:00:00Z`).getTime() + 86_400_000)) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(billingInvoices)
          .where(where)
          .orderBy(desc(billingInvoices.issuedAt), desc(billingInvoices.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(billingInvoices).where(where),
      ]);
      return { invoices: rows.map(toInvoice), total: counted?.n ?? 0 };
    },
  };
}
export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
