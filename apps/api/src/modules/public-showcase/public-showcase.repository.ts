import type { FileCategory } from "@cortege/domain";
import { and, asc, between, eq, inArray, sql } from "drizzle-orm";
import { mediaFiles, showcasePageViews, vendors } from "../../db/schema/index.ts";
import type { Db } from "../../platform/db/database.ts";

export type PublicImage = { keyPrefix: string; hasVariants: boolean; fileType: string | null };

export function createPublicShowcaseRepository(db: Db) {
  return {
    /** The id of the published vendor of this slug; unknown and unpublished alike answer undefined. */
    async publishedVendorId(slug: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: vendors.id })
        .from(vendors)
        .where(and(eq(vendors.slug, slug), eq(vendors.isPublished, true)));
      return row?.id;
    },

    /** A ready file of the published vendor of this slug, among the showcase categories. */
    async publicImage(slug: string, fileId: string, categories: readonly FileCategory[]): Promise<PublicImage | undefined> {
      const [row] = await db
        .select({ keyPrefix: mediaFiles.keyPrefix, hasVariants: mediaFiles.hasVariants, fileType: mediaFiles.fileType })
        .from(mediaFiles)
        .innerJoin(vendors, eq(vendors.id, mediaFiles.vendorId))
        .where(
          and(
            eq(vendors.slug, slug),
            eq(vendors.isPublished, true),
            eq(mediaFiles.id, fileId),
            eq(mediaFiles.status, "ready"),
            inArray(mediaFiles.category, [...categories]),
          ),
        );
      return row;
    },

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
