import type { QuickNote } from "@cortege/domain";
import { and, desc, eq, lt } from "drizzle-orm";
import { quickNotes } from "../../db/schema/index.ts";
import type { Db } from "../../platform/db/database.ts";

type QuickNoteRow = typeof quickNotes.$inferSelect;

const toQuickNote = (row: QuickNoteRow): QuickNote & { seq: number } => ({
  quickNoteId: row.id,
  clientId: row.clientId,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  seq: row.seq,
});

export function createQuickNotesRepository(db: Db) {
  const owned = (vendorId: string, quickNoteId: string) => and(eq(quickNotes.vendorId, vendorId), eq(quickNotes.id, quickNoteId));
  return {
    /** The client's notes, newest first, one past `limit` to tell whether more remain. */
    async listForClient(vendorId: string, clientId: string, afterSeq: number | undefined, limit: number) {
      const rows = await db
        .select()
        .from(quickNotes)
        .where(
          and(
            eq(quickNotes.vendorId, vendorId),
            eq(quickNotes.clientId, clientId),
            afterSeq === undefined ? undefined : lt(quickNotes.seq, afterSeq),
          ),
        )
        .orderBy(desc(quickNotes.seq))
        .limit(limit + 1);
      return rows.map(toQuickNote);
    },
    async get(vendorId: string, quickNoteId: string) {
      const [row] = await db.select().from(quickNotes).where(owned(vendorId, quickNoteId));
      return row ? toQuickNote(row) : undefined;
    },
    async insert(vendorId: string, clientId: string, content: string) {
      const [row] = await db.insert(quickNotes).values({ vendorId, clientId, content }).returning();
      return toQuickNote(row as QuickNoteRow);
    },
    async update(vendorId: string, quickNoteId: string, content: string) {
      const [row] = await db
        .update(quickNotes)
        .set({ content, updatedAt: new Date() })
        .where(owned(vendorId, quickNoteId))
        .returning();
      return row ? toQuickNote(row) : undefined;
    },
    async delete(vendorId: string, quickNoteId: string): Promise<boolean> {
      const rows = await db.delete(quickNotes).where(owned(vendorId, quickNoteId)).returning({ id: quickNotes.id });
      return rows.length === 1;
    },
  };
}
