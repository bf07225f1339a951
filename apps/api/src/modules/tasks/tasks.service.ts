import {
  type Board,
  type BoardConfig,
  type BoardTemplate,
  centsToEuros,
  commonErrorCodes,
  DEFAULT_LIST_NAMES,
  derivedDueInstant,
  type Event,
  isEmailTaskType,
  MAX_BOARDS,
  MAX_LISTS_PER_BOARD,
  MAX_TASKS_PER_BOARD,
  taskMessages as m,
  moveTask,
  normalizeDeposit,
  removeTask,
  reorder,
  type Task,
  type TaskCreate,
  type TaskFields,
  type TaskList,
  type TaskUpdate,
  type Vendor,
} from "@cortege/domain";
import type { Db } from "../../platform/db/database.ts";
import { badRequest, notFound } from "../../platform/errors/app-error.ts";
import { inJobTransaction, type JobQueue, type JobTx, type QueueSettings } from "../../platform/jobs/job-queue.ts";
import type { Mailer } from "../../platform/mail/mailer.ts";
import type { VendorId } from "../../platform/tenancy/vendor-context.ts";
import type { OutgoingMailService } from "../outgoing-mail/outgoing-mail.service.ts";
import { sanitizeEmailHtml } from "./email-html.ts";
import { createTaskEmailSender, TASK_EMAIL_QUEUE, type TaskEmailJob, taskEmailQueueSettings } from "./task-email.job.ts";
import {
  type BoardRow,
  createTasksRepository,
  type ListRow,
  type ListValues,
  type TaskRow,
  type TaskValues,
} from "./tasks.repository.ts";

type Deps = {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  /** Reached through their services (an event's date, type and client; the vendor's name). */
  events: { get(vendorId: string, eventId: string): Promise<Event> };
  vendors: { get(vendorId: string): Promise<Vendor> };
  /** Signs the e-mails and keeps the platform from being a relay. */
  outgoingMail: OutgoingMailService;
  emailQueue?: Partial<QueueSettings>;
  log?: { info(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
};

const refuse = (message: string) => badRequest(commonErrorCodes.VALIDATION_FAILED, message);
const MAX_BOARD_SUMMARIES = 500;

function toTask(row: TaskRow): Task {
  const base = {
    taskId: row.id,
    boardId: row.boardId,
    listId: row.listId,
    name: row.name,
    description: row.description,
    dueDate: row.dueAt?.toISOString() ?? null,
    numberOfDays: row.numberOfDays,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (row.type === "BASE_TASK") return { ...base, type: "BASE_TASK", items: row.items };
  const email = {
    from: row.fromEmail ?? "",
    fromName: row.fromName,
    object: row.object ?? "",
    body: row.body ?? "",
    emails: row.emails,
    sendCopyToSelf: row.sendCopyToSelf,
    filename: row.filename,
    listIdDone: row.listIdDone,
    sendStatus: row.sendStatus ?? "UNSCHEDULED",
    sendError: row.sendError,
    sentAt: row.sentAt?.toISOString() ?? null,
  };
  if (row.type === "SCHEDULED_EMAIL") return { ...base, type: "SCHEDULED_EMAIL", ...email };
  return {
    ...base,
    type: "SECURITY_DEPOSIT_REQUEST",
    ...email,
    amount: centsToEuros(row.amountCents ?? 0),
    depositStatus: row.depositStatus ?? "TO_REQUEST",
    keptAmount: row.keptAmountCents === null ? null : centsToEuros(row.keptAmountCents),
    keptReason: row.keptReason,
  };
}

function toList(list: ListRow, tasks: TaskRow[]): TaskList {
  return {
    listId: list.id,
    boardId: list.boardId,
    name: list.name,
    position: list.position,
    enableNotifications: list.enableNotifications,
    notificationDaysBefore: list.notificationDaysBefore,
    tasks: tasks
      .filter((t) => t.listId === list.id)
      .sort((a, b) => a.position - b.position)
      .map(toTask),
  };
}

function toBoard(board: BoardRow, lists: ListRow[], tasks: TaskRow[]): Board {
  return {
    boardId: board.id,
    name: board.name,
    eventId: board.eventId,
    lists: [...lists].sort((a, b) => a.position - b.position).map((l) => toList(l, tasks)),
    createdAt: board.createdAt.toISOString(),
  };
}

type WrittenFields = Omit<TaskValues, "jobId" | "sendStatus" | "sendError" | "sentAt">;

/** The columns of a task from what the editor sent; the fields of other types are emptied. */
function columnsOf(input: TaskFields, eventDate: string | null): WrittenFields {
  const email = isEmailTaskType(input.type);
  const deposit = input.type === "SECURITY_DEPOSIT_REQUEST";
  const kept = deposit
    ? normalizeDeposit({
        depositStatus: input.depositStatus,
        amountCents: input.amount ?? 0,
        keptAmountCents: input.keptAmount,
        keptReason: input.keptReason,
      })
    : null;
  return {
    type: input.type,
    name: input.name,
    description: input.description,
    // numberOfDays wins: the due time follows the event (none while the board has no dated event).
    dueAt: input.numberOfDays !== null ? derivedDueInstant(eventDate, input.numberOfDays) : input.dueDate,
    numberOfDays: input.numberOfDays,
    items: input.type === "BASE_TASK" ? input.items : [],
    fromEmail: email ? input.from : null,
    fromName: email ? input.fromName : null,
    object: email ? input.object : null,
    body: email && input.body ? sanitizeEmailHtml(input.body) : null,
    emails: email ? input.emails : [],
    sendCopyToSelf: email ? input.sendCopyToSelf : false,
    filename: email ? input.filename : null,
    listIdDone: email ? input.listIdDone : null,
    amountCents: deposit ? input.amount : null,
    depositStatus: kept ? kept.depositStatus : null,
    keptAmountCents: kept ? kept.keptAmountCents : null,
    keptReason: kept ? kept.keptReason : null,
  };
}

const eventDay = (event: Pick<Event, "date" | "startDate">) => event.date ?? event.startDate ?? null;

export function createTasksService({ db, jobs, mailer, events, vendors, outgoingMail, emailQueue, log }: Deps) {
  const repo = createTasksRepository(db);
  jobs.define(TASK_EMAIL_QUEUE, { ...taskEmailQueueSettings, ...emailQueue });
  /** A transaction whose jobs are sent on its own connection (the queue is made ready first, on the pool). */
  async function transaction<T>(work: (tx: JobTx) => Promise<T>): Promise<T> {
    await jobs.ready();
    return inJobTransaction(db, work);
  }
  const sendEmail = createTaskEmailSender({ db, repo, mailer, events, vendors, outgoingMail, ...(log ? { log } : {}) });

  async function ownedBoard(vendorId: string, boardId: string, tx: Db = db): Promise<BoardRow> {
    const board = await repo.board(vendorId, boardId, tx);
    if (!board) throw notFound(m.boardNotFound);
    return board;
  }

  async function eventDateOf(vendorId: string, board: BoardRow): Promise<string | null> {
    if (!board.eventId) return null;
    return eventDay(await events.get(vendorId, board.eventId));
  }

  /**
   * A task written into one of the board's lists (created or replaced): the board locked, the list checked as
   * the board's and the done list as the task's type allows, in the transaction `write` works in.
   */
  async function writingTask<T>(
    vendorId: string,
    input: TaskCreate | TaskUpdate,
    write: (tx: JobTx, board: BoardRow, eventDate: string | null) => Promise<T>,
  ): Promise<T> {
    const board = await ownedBoard(vendorId, input.boardId);
    const eventDate = await eventDateOf(vendorId, board);
    return transaction(async (tx) => {
      await repo.lockBoard(tx.db, board.id);
      const lists = await repo.lists(board.id, tx.db);
      listIn(lists, input.listId);
      checkDoneList(lists, input);
      return write(tx, board, eventDate);
    });
  }

  async function loadBoard(board: BoardRow, tx: Db = db): Promise<Board> {
    const lists = await repo.lists(board.id, tx);
    return toBoard(board, lists, await repo.tasks(board.id, tx));
  }

  /**
   * Puts the task's job in line with the row, in the same transaction: an e-mail not yet sent with a
   * due time gets a new job (the previous one is cancelled and, if it still runs, finds it is no
   * longer the task's and does nothing); without due time or once sent, no job.
   */
  async function syncJob(tx: JobTx, row: TaskRow): Promise<TaskRow> {
    const email = isEmailTaskType(row.type);
    if (row.sentAt && email) return row;
    if (row.jobId) await jobs.cancel(TASK_EMAIL_QUEUE, row.jobId, tx);
    if (!email) {
      if (row.jobId === null && row.sendStatus === null) return row;
      return repo.updateTask(tx.db, row.id, { jobId: null, sendStatus: null, sendError: null, sentAt: null });
    }
    if (!row.dueAt) return repo.updateTask(tx.db, row.id, { jobId: null, sendStatus: "UNSCHEDULED", sendError: null });
    // A template board (an event type's, or the default board) only describes what each event's board will send:
    // it never sends itself. A board of the vendor's own, tied to no event, sends like any other (its e-mails
    // still wait when a variable has no value).
    const board = await repo.board(row.vendorId, row.boardId, tx.db);
    if (!board || (!board.eventId && (await isTemplateBoard(row.vendorId, board.id, tx.db)))) {
      return repo.updateTask(tx.db, row.id, { jobId: null, sendStatus: "UNSCHEDULED", sendError: null });
    }
    const data: TaskEmailJob = { taskId: row.id, vendorId: row.vendorId };
    const jobId = await jobs.send(TASK_EMAIL_QUEUE, data, { startAfter: row.dueAt, singletonKey: row.id }, tx);
    return repo.updateTask(tx.db, row.id, { jobId, sendStatus: "SCHEDULED", sendError: null });
  }

  async function isTemplateBoard(vendorId: string, boardId: string, tx: Db): Promise<boolean> {
    const config = await repo.config(vendorId, tx);
    return config.defaultBoardId === boardId || config.boardTemplates.some((t) => t.boardId === boardId);
  }

  async function cancelJobs(tx: JobTx, jobIds: string[]): Promise<void> {
    for (const id of jobIds) await jobs.cancel(TASK_EMAIL_QUEUE, id, tx);
  }

  async function insertLists(tx: Db, vendorId: string, boardId: string, names: readonly string[]) {
    for (const [position, name] of names.entries()) {
      await repo.insertList(tx, vendorId, boardId, { name, enableNotifications: false, notificationDaysBefore: 0 }, position);
    }
  }

  /**
   * A new board, empty (default lists) or copied from `sourceId`: lists and tasks, the « done » list of
   * e-mails pointing into the copy. Nothing of the source's sending is copied, and an e-mail keeps only
   * a due time relative to the event: an absolute one would send the same message twice.
   */
  async function createBoard(
    tx: JobTx,
    vendorId: string,
    target: { name: string; eventId: string | null; eventDate: string | null; listNames?: readonly string[] },
    sourceId: string | null,
  ): Promise<BoardRow> {
    const board = await repo.insertBoard(tx.db, vendorId, target.name, target.eventId);
    if (!board) {
      // The event got its board from a concurrent call.
      const existing = target.eventId ? await repo.boardOfEvent(vendorId, target.eventId, tx.db) : null;
      if (!existing) throw refuse(m.boardNotFound);
      return existing;
    }
    const source = sourceId ? await repo.board(vendorId, sourceId, tx.db) : null;
    if (!source) {
      await insertLists(tx.db, vendorId, board.id, target.listNames ?? DEFAULT_LIST_NAMES);
      return board;
    }
    const listIds = new Map<string, string>();
    for (const list of await repo.lists(source.id, tx.db)) {
      const { name, enableNotifications, notificationDaysBefore } = list;
      const copy = await repo.insertList(
        tx.db,
        vendorId,
        board.id,
        { name, enableNotifications, notificationDaysBefore },
        list.position,
      );
      listIds.set(list.id, copy.id);
    }
    for (const { id: _id, vendorId: _vendor, boardId: _board, createdAt: _c, updatedAt: _u, ...task } of await repo.tasks(
      source.id,
      tx.db,
    )) {
      const listId = listIds.get(task.listId);
      if (!listId) continue;
      const relative = task.numberOfDays !== null;
      const row = await repo.insertTask(
        tx.db,
        vendorId,
        board.id,
        listId,
        {
          ...task,
          dueAt: relative
            ? derivedDueInstant(target.eventDate, task.numberOfDays as number)
            : task.type === "BASE_TASK"
              ? task.dueAt
              : null,
          listIdDone: task.listIdDone ? (listIds.get(task.listIdDone) ?? null) : null,
          depositStatus: task.type === "SECURITY_DEPOSIT_REQUEST" ? "TO_REQUEST" : null,
          keptAmountCents: null,
          keptReason: null,
          jobId: null,
          sendStatus: null,
          sendError: null,
          sentAt: null,
        },
        task.position,
      );
      await syncJob(tx, row);
    }
    return board;
  }

  async function boardForEvent(tx: JobTx, vendorId: string, event: Event): Promise<BoardRow> {
    const existing = await repo.boardOfEvent(vendorId, event.eventId, tx.db);
    if (existing) return existing;
    const templateId = await repo.templateFor(tx.db, vendorId, event.eventType);
    return createBoard(tx, vendorId, { name: event.eventName, eventId: event.eventId, eventDate: eventDay(event) }, templateId);
  }

  /** A task of the board in the list named, or 404. */
  function taskIn(all: TaskRow[], taskId: string, listId: string): TaskRow {
    const task = all.find((t) => t.id === taskId && t.listId === listId);
    if (!task) throw notFound(m.taskNotFound);
    return task;
  }

  function listIn(lists: ListRow[], listId: string): ListRow {
    const list = lists.find((l) => l.id === listId);
    if (!list) throw notFound(m.listNotFound);
    return list;
  }

  function checkDoneList(lists: ListRow[], input: TaskFields): void {
    if (isEmailTaskType(input.type) && input.listIdDone && !lists.some((l) => l.id === input.listIdDone)) {
      throw refuse(m.listDoneNotFound);
    }
  }

  return {
    // ---------- boards ----------

    async boards(vendorId: VendorId, includeEventBoards: boolean) {
      const rows = await repo.summaries(vendorId, includeEventBoards, MAX_BOARD_SUMMARIES);
      return rows.map((r) => ({
        boardId: r.board.id,
        name: r.board.name,
        eventId: r.board.eventId,
        listCount: Number(r.listCount),
        taskCount: Number(r.taskCount),
        createdAt: r.board.createdAt.toISOString(),
      }));
    },

    async board(vendorId: VendorId, boardId: string): Promise<Board> {
      return loadBoard(await ownedBoard(vendorId, boardId));
    },

    /** The board of an event; an event created before boards existed gets its board now. */
    async boardOfEvent(vendorId: VendorId, eventId: string): Promise<Board> {
      const event = await events.get(vendorId, eventId);
      const existing = await repo.boardOfEvent(vendorId, eventId);
      if (existing) return loadBoard(existing);
      const board = await transaction((tx) => boardForEvent(tx, vendorId, event));
      return loadBoard(board);
    },

    async createBoard(vendorId: VendorId, input: { name: string; eventId: string | null; lists?: string[] | undefined }) {
      const event = input.eventId ? await events.get(vendorId, input.eventId) : null;
      const board = await transaction(async (tx) => {
        if (event) {
          if (await repo.boardOfEvent(vendorId, event.eventId, tx.db)) throw refuse("Cet événement a déjà son tableau.");
        } else if ((await repo.countFreeBoards(vendorId, tx.db)) >= MAX_BOARDS) throw refuse(m.tooManyBoards);
        return createBoard(
          tx,
          vendorId,
          {
            name: input.name,
            eventId: event?.eventId ?? null,
            eventDate: event ? eventDay(event) : null,
            ...(input.lists ? { listNames: input.lists } : {}),
          },
          null,
        );
      });
      return loadBoard(board);
    },

    async renameBoard(vendorId: VendorId, boardId: string, name: string): Promise<Board> {
      await ownedBoard(vendorId, boardId);
      await transaction((tx) => repo.renameBoard(tx.db, vendorId, boardId, name));
      return loadBoard(await ownedBoard(vendorId, boardId));
    },

    /** Deletes the board with its lists and tasks; e-mails not sent yet are cancelled. */
    async deleteBoard(vendorId: VendorId, boardId: string): Promise<void> {
      await ownedBoard(vendorId, boardId);
      await transaction(async (tx) => {
        await repo.lockBoard(tx.db, boardId);
        await cancelJobs(tx, await repo.jobIds(tx.db, { boardId }));
        await repo.deleteBoard(tx.db, vendorId, boardId);
      });
    },

    /** A copy of the board's lists and tasks under a new name, tied to no event. */
    async duplicateBoard(vendorId: VendorId, boardId: string, name: string): Promise<Board> {
      await ownedBoard(vendorId, boardId);
      const board = await transaction(async (tx) => {
        if ((await repo.countFreeBoards(vendorId, tx.db)) >= MAX_BOARDS) throw refuse(m.tooManyBoards);
        return createBoard(tx, vendorId, { name, eventId: null, eventDate: null }, boardId);
      });
      return loadBoard(board);
    },

    config: (vendorId: VendorId): Promise<BoardConfig> => repo.config(vendorId),

    /** Templates per event type and the default board: the vendor's own boards, tied to no event. */
    async updateConfig(vendorId: VendorId, input: { boardTemplates: BoardTemplate[]; defaultBoardId: string | null }) {
      const ids = [
        ...new Set([...input.boardTemplates.map((t) => t.boardId), ...(input.defaultBoardId ? [input.defaultBoardId] : [])]),
      ];
      return transaction(async (tx) => {
        const found = await repo.boardsByIds(tx.db, vendorId, ids);
        if (found.length !== ids.length) throw notFound(m.boardNotFound);
        if (found.some((b) => b.eventId !== null)) throw refuse(m.templateIsEventBoard);
        const before = await repo.config(vendorId, tx.db);
        await repo.setConfig(tx.db, vendorId, input);
        // A board that becomes a template stops sending; one that stops being a template sends again.
        const touched = new Set([...ids, ...before.boardTemplates.map((t) => t.boardId), before.defaultBoardId]);
        for (const boardId of touched) {
          if (!boardId) continue;
          for (const row of await repo.tasks(boardId, tx.db)) {
            if (isEmailTaskType(row.type) && !row.sentAt) await syncJob(tx, row);
          }
        }
        return repo.config(vendorId, tx.db);
      });
    },

    // ---------- lists ----------

    async createList(vendorId: VendorId, boardId: string, values: ListValues, position: number | undefined): Promise<TaskList> {
      await ownedBoard(vendorId, boardId);
      return transaction(async (tx) => {
        await repo.lockBoard(tx.db, boardId);
        const lists = await repo.lists(boardId, tx.db);
        if (lists.length >= MAX_LISTS_PER_BOARD) throw refuse(m.tooManyLists);
        const list = await repo.insertList(tx.db, vendorId, boardId, values, lists.length);
        if (position !== undefined) {
          await repo.setListPositions(tx.db, boardId, reorder([...lists.map((l) => l.id), list.id], list.id, position));
        }
        const saved = listIn(await repo.lists(boardId, tx.db), list.id);
        return toList(saved, []);
      });
    },

    async updateList(
      vendorId: VendorId,
      boardId: string,
      listId: string,
      values: ListValues,
      position: number | undefined,
    ): Promise<TaskList> {
      await ownedBoard(vendorId, boardId);
      return transaction(async (tx) => {
        await repo.lockBoard(tx.db, boardId);
        const lists = await repo.lists(boardId, tx.db);
        listIn(lists, listId);
        await repo.updateList(tx.db, listId, values);
        if (position !== undefined) {
          await repo.setListPositions(
            tx.db,
            boardId,
            reorder(
              lists.map((l) => l.id),
              listId,
              position,
            ),
          );
        }
        return toList(listIn(await repo.lists(boardId, tx.db), listId), await repo.tasks(boardId, tx.db));
      });
    },

    /** Deletes the list and its tasks (their e-mails are cancelled); the other lists close the gap. */
    async deleteList(vendorId: VendorId, boardId: string, listId: string): Promise<void> {
      await ownedBoard(vendorId, boardId);
      await transaction(async (tx) => {
        await repo.lockBoard(tx.db, boardId);
        const lists = await repo.lists(boardId, tx.db);
        listIn(lists, listId);
        await cancelJobs(tx, await repo.jobIds(tx.db, { boardId, listId }));
        await repo.deleteList(tx.db, listId);
        await repo.setListPositions(
          tx.db,
          boardId,
          lists.filter((l) => l.id !== listId).map((l) => l.id),
        );
      });
    },

    // ---------- tasks ----------

    async createTask(vendorId: VendorId, input: TaskCreate): Promise<Task> {
      return writingTask(vendorId, input, async (tx, board, eventDate) => {
        const all = await repo.tasks(board.id, tx.db);
        if (all.length >= MAX_TASKS_PER_BOARD) throw refuse(m.tooManyTasks);
        const end = all.filter((t) => t.listId === input.listId).length;
        const inserted = await repo.insertTask(
          tx.db,
          vendorId,
          board.id,
          input.listId,
          { ...columnsOf(input, eventDate), jobId: null, sendStatus: null, sendError: null, sentAt: null },
          end,
        );
        if (input.position !== undefined) {
          const placements = [...all, inserted].map((t) => ({ taskId: t.id, listId: t.listId, position: t.position }));
          await repo.setPlacements(tx.db, moveTask(placements, inserted.id, input.listId, input.position));
        }
        const row = await syncJob(tx, (await repo.task(vendorId, inserted.id, tx.db)) as TaskRow);
        return toTask(row);
      });
    },

    /** Replaces the task (what is left out is emptied); an e-mail not sent yet is rescheduled. */
    async updateTask(vendorId: VendorId, input: TaskUpdate): Promise<Task> {
      return writingTask(vendorId, input, async (tx, board, eventDate) => {
        const current = taskIn(await repo.tasks(board.id, tx.db), input.taskId, input.listId);
        const row = await repo.updateTask(tx.db, current.id, columnsOf(input, eventDate));
        return toTask(await syncJob(tx, row));
      });
    },

    async deleteTask(vendorId: VendorId, boardId: string, listId: string, taskId: string): Promise<void> {
      await ownedBoard(vendorId, boardId);
      await transaction(async (tx) => {
        await repo.lockBoard(tx.db, boardId);
        const all = await repo.tasks(boardId, tx.db);
        const task = taskIn(all, taskId, listId);
        if (task.jobId && !task.sentAt) await jobs.cancel(TASK_EMAIL_QUEUE, task.jobId, tx);
        await repo.deleteTask(tx.db, taskId);
        const placements = all.map((t) => ({ taskId: t.id, listId: t.listId, position: t.position }));
        await repo.setPlacements(tx.db, removeTask(placements, taskId));
      });
    },

    /** Moves a task within its board; the lists it leaves and enters are renumbered from 0. Answers the board. */
    async moveTask(
      vendorId: VendorId,
      input: { boardId: string; listId: string; taskId: string; newListId: string; position?: number | undefined },
    ): Promise<Board> {
      const board = await ownedBoard(vendorId, input.boardId);
      return transaction(async (tx) => {
        await repo.lockBoard(tx.db, board.id);
        const lists = await repo.lists(board.id, tx.db);
        listIn(lists, input.listId);
        listIn(lists, input.newListId);
        const all = await repo.tasks(board.id, tx.db);
        taskIn(all, input.taskId, input.listId);
        const placements = all.map((t) => ({ taskId: t.id, listId: t.listId, position: t.position }));
        await repo.setPlacements(tx.db, moveTask(placements, input.taskId, input.newListId, input.position));
        return loadBoard(board, tx.db);
      });
    },

    // ---------- events and sending ----------

    /**
     * Called by the events service after an event is saved: a new event gets its board (from its
     * type's template, else the default board, else empty lists); a saved one moves the due times
     * that follow its date, and their e-mails are rescheduled.
     */
    async eventSaved(vendorId: string, event: Event, created: boolean): Promise<void> {
      await transaction(async (tx) => {
        if (created) {
          await boardForEvent(tx, vendorId, event);
          return;
        }
        const board = await repo.boardOfEvent(vendorId, event.eventId, tx.db);
        if (!board) return;
        await repo.lockBoard(tx.db, board.id);
        for (const task of await repo.relativeTasks(tx.db, board.id)) {
          const dueAt = derivedDueInstant(eventDay(event), task.numberOfDays as number);
          if ((dueAt?.getTime() ?? null) === (task.dueAt?.getTime() ?? null)) continue;
          await syncJob(tx, await repo.updateTask(tx.db, task.id, { dueAt }));
        }
      });
    },

    /** Runs the e-mail worker of this process (the server, or a test that wants sending). */
    startWorkers: () => jobs.work<TaskEmailJob>(TASK_EMAIL_QUEUE, sendEmail),
  };
}
export type TasksService = ReturnType<typeof createTasksService>;
