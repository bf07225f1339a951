import { and, asc, between, eq, sql } from "drizzle-orm";
import { showcasePageViews } from "../../db/schema/index.ts";
import type { Db } from "../../platform/db/database.ts";

export function createPublicShowcaseRepository(db: Db) {
  return {
    /** Views counted since the last write, added to each vendor's day in one statement. */
    async addViews(counts: readonly { vendorId: string; day: string; views: number }[]): Promise<void> {
      if (counts.length === 0) return;
      await db
        .insert(showcasePageViews)
        .values(counts.map((c) => ({ vendorId: c.vendorId, day: c.day, views: c.views })))
        .onConflictDoUpdate({
          target: [showcasePageViews.vendorId, showcasePageViews.day],
          set: { views: sql`${showcasePageViews.views} + excluded.views` },
        });
    },

    /** The days with views between two dates (both included), oldest first. */
    async views(vendorId: string, from: string, to: string): Promise<{ date: string; views: number }[]> {
      return db
        .select({ date: showcasePageViews.day, views: showcasePageViews.views })
        .from(showcasePageViews)
        .where(and(eq(showcasePageViews.vendorId, vendorId), between(showcasePageViews.day, from, to)))
        .orderBy(asc(showcasePageViews.day));
    },
  };
}
export type PublicShowcaseRepository = ReturnType<typeof createPublicShowcaseRepository>;
