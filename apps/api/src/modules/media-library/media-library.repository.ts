import type { FileCategory, FileType } from "@cortege/domain";
import { and, asc, count, eq, inArray, isNotNull, isNull, lt, ne, type SQL, sql } from "drizzle-orm";
import { mediaFiles } from "../../db/schema/index.ts";
import type { Db, Tx } from "../../platform/db/database.ts";

export type MediaFileRow = typeof mediaFiles.$inferSelect;
export type NewMediaFileRow = typeof mediaFiles.$inferInsert;

export type Folder = { vendorId: string; category: FileCategory; clientId: string | null; ownerId: string | null };

const nullable = (column: typeof mediaFiles.clientId | typeof mediaFiles.ownerId, value: string | null): SQL =>
  value === null ? isNull(column) : eq(column, value);

const inFolder = (f: Folder): SQL =>
  and(
    eq(mediaFiles.vendorId, f.vendorId),
    eq(mediaFiles.category, f.category),
    nullable(mediaFiles.clientId, f.clientId),
    nullable(mediaFiles.ownerId, f.ownerId),
  ) as SQL;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Serialises quota decisions of one vendor across requests and API replicas. */
async function lockVendorQuota(tx: Tx, vendorId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`media-quota:${vendorId}`}, 0))`);
}

/**
 * What a file takes from the quota: a ready file its stored bytes (original and variants), a pending
 * upload the size it announced, so that upload URLs never confirmed cannot fill the storage for free.
 */
const weight = sql<string>`sum(CASE WHEN ${mediaFiles.status} = 'ready' THEN ${mediaFiles.storedBytes} ELSE ${mediaFiles.declaredSize} END)`;

async function usedBytes(tx: Tx | Db, vendorId: string, exceptId?: string): Promise<number> {
  const [row] = await tx
    .select({ used: weight })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.vendorId, vendorId), ...(exceptId ? [ne(mediaFiles.id, exceptId)] : [])));
  return Number(row?.used ?? 0);
}

export type QuotaOutcome = { ok: true } | { ok: false; usedBytes: number };

export function createMediaLibraryRepository(db: Db) {
  return {
    usedBytes: (vendorId: string) => usedBytes(db, vendorId),

    /** The space counted against the quota (uploads under way included) and the ready files. */
    async usage(vendorId: string): Promise<{ usedBytes: number; fileCount: number }> {
      const [row] = await db
        .select({ files: count() })
        .from(mediaFiles)
        .where(and(eq(mediaFiles.vendorId, vendorId), eq(mediaFiles.status, "ready")));
      return { usedBytes: await usedBytes(db, vendorId), fileCount: Number(row?.files ?? 0) };
    },

    /** Announced uploads, if the quota has room for their sizes, under the vendor's lock. */
    async insertPending(
      vendorId: string,
      rows: NewMediaFileRow[],
      quotaBytes: number,
    ): Promise<{ ok: true; rows: MediaFileRow[] } | { ok: false; usedBytes: number }> {
      return db.transaction(async (tx) => {
        await lockVendorQuota(tx, vendorId);
        const used = await usedBytes(tx, vendorId);
        const adding = rows.reduce((total, r) => total + r.declaredSize, 0);
        if (used + adding > quotaBytes) return { ok: false, usedBytes: used } as const;
        return { ok: true, rows: rows.length === 0 ? [] : await tx.insert(mediaFiles).values(rows).returning() } as const;
      });
    },

    async get(vendorId: string, fileId: string): Promise<MediaFileRow | undefined> {
      if (!UUID.test(fileId)) return undefined;
      const [row] = await db
        .select()
        .from(mediaFiles)
        .where(and(eq(mediaFiles.vendorId, vendorId), eq(mediaFiles.id, fileId)));
      return row;
    },

    /** Ready files of the folder among these ids; names that are not ids simply match nothing. */
    async readyInFolder(folder: Folder, fileIds: string[]): Promise<MediaFileRow[]> {
      const ids = fileIds.filter((id) => UUID.test(id));
      if (ids.length === 0) return [];
      return db
        .select()
        .from(mediaFiles)
        .where(and(inFolder(folder), eq(mediaFiles.status, "ready"), inArray(mediaFiles.id, ids)));
    },

    async listFolder(folder: Folder): Promise<MediaFileRow[]> {
      return db
        .select()
        .from(mediaFiles)
        .where(and(inFolder(folder), eq(mediaFiles.status, "ready")))
        .orderBy(asc(mediaFiles.createdAt), asc(mediaFiles.id));
    },

    /**
     * Puts these files of the folder in the given order: they swap their places in the listing among
     * themselves (the listing follows `created_at`), so files not named keep theirs. Unknown or
     * repeated names are ignored.
     */
    async reorder(folder: Folder, fileIds: string[]): Promise<void> {
      const ids = [...new Set(fileIds.filter((id) => UUID.test(id)))];
      if (ids.length < 2) return;
      await db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: mediaFiles.id, createdAt: mediaFiles.createdAt })
          .from(mediaFiles)
          .where(and(inFolder(folder), eq(mediaFiles.status, "ready"), inArray(mediaFiles.id, ids)))
          .orderBy(asc(mediaFiles.createdAt), asc(mediaFiles.id))
          .for("update");
        const present = new Set(rows.map((r) => r.id));
        const ordered = ids.filter((id) => present.has(id));
        for (const [index, id] of ordered.entries()) {
          const slot = rows[index]?.createdAt;
          if (slot) await tx.update(mediaFiles).set({ createdAt: slot }).where(eq(mediaFiles.id, id));
        }
      });
    },

    /**
     * Makes a checked upload ready if the vendor's quota still has room for `storedBytes`: the check
     * and the change happen under the vendor's lock, so two uploads cannot both take the last space.
     */
    async markReady(
      row: MediaFileRow,
      ready: { fileType: FileType; size: number; storedBytes: number; hasVariants: boolean },
      quotaBytes: number,
    ): Promise<QuotaOutcome | "gone"> {
      return db.transaction(async (tx) => {
        await lockVendorQuota(tx, row.vendorId);
        // This upload's announced size gives way to what it really stores.
        const used = await usedBytes(tx, row.vendorId, row.id);
        if (used + ready.storedBytes > quotaBytes) return { ok: false, usedBytes: used } as const;
        const updated = await tx
          .update(mediaFiles)
          .set({ ...ready, status: "ready", confirmedAt: new Date() })
          .where(and(eq(mediaFiles.id, row.id), eq(mediaFiles.status, "pending")))
          .returning({ id: mediaFiles.id });
        return updated.length === 1 ? ({ ok: true } as const) : "gone";
      });
    },

    /** Inserts ready copies if the quota has room for all of them, under the vendor's lock. */
    async insertReadyCopies(vendorId: string, rows: NewMediaFileRow[], quotaBytes: number): Promise<QuotaOutcome> {
      return db.transaction(async (tx) => {
        await lockVendorQuota(tx, vendorId);
        const used = await usedBytes(tx, vendorId);
        const adding = rows.reduce((total, r) => total + (r.storedBytes ?? 0), 0);
        if (used + adding > quotaBytes) return { ok: false, usedBytes: used } as const;
        if (rows.length > 0) await tx.insert(mediaFiles).values(rows);
        return { ok: true } as const;
      });
    },

    async deleteByIds(vendorId: string, fileIds: string[]): Promise<MediaFileRow[]> {
      const ids = fileIds.filter((id) => UUID.test(id));
      if (ids.length === 0) return [];
      return db
        .delete(mediaFiles)
        .where(and(eq(mediaFiles.vendorId, vendorId), inArray(mediaFiles.id, ids)))
        .returning();
    },

    async deleteInFolder(folder: Folder, fileIds: string[]): Promise<MediaFileRow[]> {
      const ids = fileIds.filter((id) => UUID.test(id));
      if (ids.length === 0) return [];
      return db
        .delete(mediaFiles)
        .where(and(inFolder(folder), inArray(mediaFiles.id, ids)))
        .returning();
    },

    /** Every file of a category, or only of one client / owner id when given, pending ones too. */
    async deleteCategory(
      vendorId: string,
      category: FileCategory,
      only: { clientId: string | null; ownerId: string | null },
    ): Promise<MediaFileRow[]> {
      const conditions = [eq(mediaFiles.vendorId, vendorId), eq(mediaFiles.category, category)];
      if (only.clientId !== null) conditions.push(eq(mediaFiles.clientId, only.clientId));
      if (only.ownerId !== null) conditions.push(eq(mediaFiles.ownerId, only.ownerId));
      return db
        .delete(mediaFiles)
        .where(and(...conditions))
        .returning();
    },

    /**
     * Every vendor's uploads announced but never confirmed in time, up to `limit` rows a call (the
     * purge job loops): rows deleted, returned so that their objects go too.
     */
    async deleteAllExpiredPending(now: Date, limit: number): Promise<MediaFileRow[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: mediaFiles.id })
          .from(mediaFiles)
          .where(and(eq(mediaFiles.status, "pending"), lt(mediaFiles.expiresAt, now)))
          .limit(limit)
          .for("update", { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .delete(mediaFiles)
          .where(
            inArray(
              mediaFiles.id,
              due.map((r) => r.id),
            ),
          )
          .returning();
      });
    },

    /** Confirmed files whose upload URL has expired but whose row still names the upload key. */
    async spentUploadKeys(before: Date, limit: number): Promise<{ id: string; uploadKey: string }[]> {
      const rows = await db
        .select({ id: mediaFiles.id, uploadKey: mediaFiles.uploadKey })
        .from(mediaFiles)
        .where(and(eq(mediaFiles.status, "ready"), isNotNull(mediaFiles.uploadKey), lt(mediaFiles.confirmedAt, before)))
        .limit(limit);
      return rows.map((r) => ({ id: r.id, uploadKey: r.uploadKey as string }));
    },

    async forgetUploadKeys(ids: string[]): Promise<void> {
      if (ids.length > 0) await db.update(mediaFiles).set({ uploadKey: null }).where(inArray(mediaFiles.id, ids));
    },

    /** Uploads announced but never confirmed in time. */
    async deleteExpiredPending(vendorId: string, now: Date): Promise<MediaFileRow[]> {
      return db
        .delete(mediaFiles)
        .where(and(eq(mediaFiles.vendorId, vendorId), eq(mediaFiles.status, "pending"), lt(mediaFiles.expiresAt, now)))
        .returning();
    },
  };
}
export type MediaLibraryRepository = ReturnType<typeof createMediaLibraryRepository>;
