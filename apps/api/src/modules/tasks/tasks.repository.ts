import type { DepositStatus, EventType, SendStatus, TaskType } from "@cortege/domain";
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { taskBoardConfigs, taskBoards, taskBoardTemplates, taskLists, tasks } from "../../db/schema/index.ts";
import type { Db } from "../../platform/db/database.ts";

export type BoardRow = typeof taskBoards.$inferSelect;
export type ListRow = typeof taskLists.$inferSelect;
export type TaskRow = Omit<typeof tasks.$inferSelect, "type" | "depositStatus" | "sendStatus"> & {
  type: TaskType;
  depositStatus: DepositStatus | null;
  sendStatus: SendStatus | null;
};
/** The columns a task is written with (ids, position and timestamps aside). */
export type TaskValues = Omit<TaskRow, "id" | "vendorId" | "boardId" | "listId" | "position" | "createdAt" | "updatedAt">;
export type ListValues = { name: string; enableNotifications: boolean; notificationDaysBefore: number };

export function createTasksRepository(db: Db) {
  return {
    /** Serialises the edits of one board (positions stay 0, 1, 2… under concurrent moves). */
    async lockBoard(tx: Db, boardId: string): Promise<void> {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`task-board:${boardId}`}))`);
    },

    async board(vendorId: string, boardId: string, tx: Db = db): Promise<BoardRow | null> {
      const [row] = await tx
        .select()
        .from(taskBoards)
        .where(and(eq(taskBoards.vendorId, vendorId), eq(taskBoards.id, boardId)));
      return row ?? null;
    },

    async boardOfEvent(vendorId: string, eventId: string, tx: Db = db): Promise<BoardRow | null> {
      const [row] = await tx
        .select()
        .from(taskBoards)
        .where(and(eq(taskBoards.vendorId, vendorId), eq(taskBoards.eventId, eventId)));
      return row ?? null;
    },

    /** Boards not tied to an event (each event has its own, outside the limit). */
    async countFreeBoards(vendorId: string, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(taskBoards)
        .where(and(eq(taskBoards.vendorId, vendorId), isNull(taskBoards.eventId)));
      return row?.n ?? 0;
    },

    /** Boards with their sizes: free boards and templates first (by name), then boards of events, newest first. */
    async summaries(vendorId: string, includeEventBoards: boolean, limit: number) {
      // Written out: inside a sub-select Drizzle would leave the columns unqualified.
      const listCount = sql<number>`(SELECT count(*)::int FROM task_lists l WHERE l.board_id = "task_boards"."id")`;
      const taskCount = sql<number>`(SELECT count(*)::int FROM tasks t WHERE t.board_id = "task_boards"."id")`;
      return db
        .select({ board: taskBoards, listCount, taskCount })
        .from(taskBoards)
        .where(and(eq(taskBoards.vendorId, vendorId), includeEventBoards ? undefined : isNull(taskBoards.eventId)))
        .orderBy(
          sql`${taskBoards.eventId} IS NOT NULL`,
          sql`CASE WHEN ${taskBoards.eventId} IS NULL THEN lower(${taskBoards.name}) END`,
          desc(taskBoards.createdAt),
        )
        .limit(limit);
    },

    async insertBoard(tx: Db, vendorId: string, name: string, eventId: string | null): Promise<BoardRow | null> {
      const [row] = await tx.insert(taskBoards).values({ vendorId, name, eventId }).onConflictDoNothing().returning();
      return row ?? null;
    },

    async renameBoard(tx: Db, vendorId: string, boardId: string, name: string): Promise<void> {
      await tx
        .update(taskBoards)
        .set({ name, updatedAt: new Date() })
        .where(and(eq(taskBoards.vendorId, vendorId), eq(taskBoards.id, boardId)));
    },

    async deleteBoard(tx: Db, vendorId: string, boardId: string): Promise<void> {
      await tx.delete(taskBoards).where(and(eq(taskBoards.vendorId, vendorId), eq(taskBoards.id, boardId)));
    },

    async lists(boardId: string, tx: Db = db): Promise<ListRow[]> {
      return tx
        .select()
        .from(taskLists)
        .where(eq(taskLists.boardId, boardId))
        .orderBy(asc(taskLists.position), asc(taskLists.createdAt));
    },

    async insertList(tx: Db, vendorId: string, boardId: string, values: ListValues, position: number): Promise<ListRow> {
      const [row] = await tx
        .insert(taskLists)
        .values({ vendorId, boardId, ...values, position })
        .returning();
      return row as ListRow;
    },

    async updateList(tx: Db, listId: string, values: ListValues): Promise<void> {
      await tx.update(taskLists).set(values).where(eq(taskLists.id, listId));
    },

    async deleteList(tx: Db, listId: string): Promise<void> {
      await tx.delete(taskLists).where(eq(taskLists.id, listId));
    },

    async setListPositions(tx: Db, boardId: string, ids: string[]): Promise<void> {
      for (const [position, id] of ids.entries()) {
        await tx
          .update(taskLists)
          .set({ position })
          .where(and(eq(taskLists.boardId, boardId), eq(taskLists.id, id)));
      }
    },

    async tasks(boardId: string, tx: Db = db): Promise<TaskRow[]> {
      const rows = await tx
        .select()
        .from(tasks)
        .where(eq(tasks.boardId, boardId))
        .orderBy(asc(tasks.position), asc(tasks.createdAt));
      return rows as TaskRow[];
    },

    async task(vendorId: string, taskId: string, tx: Db = db): Promise<TaskRow | null> {
      const [row] = await tx
        .select()
        .from(tasks)
        .where(and(eq(tasks.vendorId, vendorId), eq(tasks.id, taskId)));
      return (row as TaskRow | undefined) ?? null;
    },

    /** The task locked for this transaction: the e-mail guard (no vendor filter: the job knows the id only). */
    async lockTask(tx: Db, taskId: string): Promise<TaskRow | null> {
      const [row] = await tx.select().from(tasks).where(eq(tasks.id, taskId)).for("update");
      return (row as TaskRow | undefined) ?? null;
    },

    async insertTask(
      tx: Db,
      vendorId: string,
      boardId: string,
      listId: string,
      values: TaskValues,
      position: number,
    ): Promise<TaskRow> {
      const [row] = await tx
        .insert(tasks)
        .values({ ...values, vendorId, boardId, listId, position })
        .returning();
      return row as TaskRow;
    },

    async updateTask(tx: Db, taskId: string, values: Partial<TaskValues>): Promise<TaskRow> {
      const [row] = await tx
        .update(tasks)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(tasks.id, taskId))
        .returning();
      return row as TaskRow;
    },

    /** Records why a send failed, unless the task was edited (new job) or sent meanwhile. */
    async recordSendFailure(taskId: string, jobId: string, reason: string, final: boolean): Promise<void> {
      await db
        .update(tasks)
        .set({ sendError: reason, sendStatus: final ? "FAILED" : "RETRYING" })
        .where(and(eq(tasks.id, taskId), eq(tasks.jobId, jobId), isNull(tasks.sentAt)));
    },

    async deleteTask(tx: Db, taskId: string): Promise<void> {
      await tx.delete(tasks).where(eq(tasks.id, taskId));
    },

    async setPlacements(tx: Db, placements: { taskId: string; listId: string; position: number }[]): Promise<void> {
      for (const p of placements) {
        await tx.update(tasks).set({ listId: p.listId, position: p.position }).where(eq(tasks.id, p.taskId));
      }
    },

    /** Tasks of a board whose due time follows the event date. */
    async relativeTasks(tx: Db, boardId: string): Promise<TaskRow[]> {
      const rows = await tx
        .select()
        .from(tasks)
        .where(and(eq(tasks.boardId, boardId), isNotNull(tasks.numberOfDays)));
      return rows as TaskRow[];
    },

    /** Queued jobs of the tasks of a board (or of one list), to cancel before deleting them. */
    async jobIds(tx: Db, where: { boardId: string; listId?: string }): Promise<string[]> {
      const rows = await tx
        .select({ jobId: tasks.jobId })
        .from(tasks)
        .where(
          and(
            eq(tasks.boardId, where.boardId),
            where.listId ? eq(tasks.listId, where.listId) : undefined,
            isNotNull(tasks.jobId),
            isNull(tasks.sentAt),
          ),
        );
      return rows.map((r) => r.jobId as string);
    },

    async config(vendorId: string, tx: Db = db) {
      const [row] = await tx.select().from(taskBoardConfigs).where(eq(taskBoardConfigs.vendorId, vendorId));
      const templates = await tx
        .select()
        .from(taskBoardTemplates)
        .where(eq(taskBoardTemplates.vendorId, vendorId))
        .orderBy(asc(taskBoardTemplates.eventType));
      return {
        boardTemplates: templates.map((t) => ({ boardId: t.boardId, eventType: t.eventType as EventType })),
        defaultBoardId: row?.defaultBoardId ?? null,
      };
    },

    async setConfig(
      tx: Db,
      vendorId: string,
      config: { boardTemplates: { boardId: string; eventType: EventType }[]; defaultBoardId: string | null },
    ): Promise<void> {
      await tx
        .insert(taskBoardConfigs)
        .values({ vendorId, defaultBoardId: config.defaultBoardId })
        .onConflictDoUpdate({ target: taskBoardConfigs.vendorId, set: { defaultBoardId: config.defaultBoardId } });
      await tx.delete(taskBoardTemplates).where(eq(taskBoardTemplates.vendorId, vendorId));
      if (config.boardTemplates.length > 0) {
        await tx.insert(taskBoardTemplates).values(config.boardTemplates.map((t) => ({ vendorId, ...t })));
      }
    },

    async boardsByIds(tx: Db, vendorId: string, ids: string[]): Promise<BoardRow[]> {
      if (ids.length === 0) return [];
      return tx
        .select()
        .from(taskBoards)
        .where(and(eq(taskBoards.vendorId, vendorId), inArray(taskBoards.id, ids)));
    },

    /** The template of an event type, or the default board, of the vendor. */
    async templateFor(tx: Db, vendorId: string, eventType: string): Promise<string | null> {
      const [template] = await tx
        .select({ boardId: taskBoardTemplates.boardId })
        .from(taskBoardTemplates)
        .where(and(eq(taskBoardTemplates.vendorId, vendorId), eq(taskBoardTemplates.eventType, eventType)));
      if (template) return template.boardId;
      const [config] = await tx.select().from(taskBoardConfigs).where(eq(taskBoardConfigs.vendorId, vendorId));
      return config?.defaultBoardId ?? null;
    },
  };
}
export type TasksRepository = ReturnType<typeof createTasksRepository>;
