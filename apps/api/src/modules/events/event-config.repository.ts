import type { EventStatusConfig } from "@cortege/domain";
import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { eventStatusConfigs, events } from "../../db/schema/index.ts";
import type { Db, Tx } from "../../platform/db/database.ts";

export function createEventConfigRepository(db: Db) {
  return {
    /** The vendor's stored pipeline; empty when the vendor still has the default one. */
    async get(vendorId: string, tx: Db | Tx = db): Promise<EventStatusConfig[]> {
      const rows = await tx
        .select()
        .from(eventStatusConfigs)
        .where(eq(eventStatusConfigs.vendorId, vendorId))
        .orderBy(asc(eventStatusConfigs.position));
      return rows.map(({ vendorId: _v, ...s }) => s);
    },
    async countEventsIn(tx: Tx, vendorId: string, statuses: string[]): Promise<Map<string, number>> {
      if (statuses.length === 0) return new Map();
      const rows = await tx
        .select({ status: events.status, n: sql<number>`count(*)::int` })
        .from(events)
        .where(and(eq(events.vendorId, vendorId), inArray(events.status, statuses)))
        .groupBy(events.status);
      return new Map(rows.map((r) => [r.status, r.n]));
    },
    /** One transaction, serialised per vendor, so that two edits of the pipeline never interleave. */
    transaction<T>(vendorId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`event-config:${vendorId}`}))`);
        return work(tx);
      });
    },
    async replace(tx: Tx, vendorId: string, statuses: EventStatusConfig[]): Promise<void> {
      await tx.delete(eventStatusConfigs).where(eq(eventStatusConfigs.vendorId, vendorId));
      if (statuses.length > 0) await tx.insert(eventStatusConfigs).values(statuses.map((s) => ({ ...s, vendorId })));
    },
    async moveEvents(tx: Tx, vendorId: string, from: string, to: string): Promise<void> {
      await tx
        .update(events)
        .set({ status: to, updatedAt: new Date() })
        .where(and(eq(events.vendorId, vendorId), eq(events.status, from)));
    },
    async moveEventsOutside(tx: Tx, vendorId: string, kept: string[], to: string): Promise<void> {
      await tx
        .update(events)
        .set({ status: to, updatedAt: new Date() })
        .where(and(eq(events.vendorId, vendorId), notInArray(events.status, kept)));
    },
  };
}
export type EventConfigRepository = ReturnType<typeof createEventConfigRepository>;
