import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ownedBy } from "./columns.ts";
import { events } from "./events.ts";
import { vendors } from "./vendors.ts";

/** A task board: free, a template (see task_board_templates), or the board of one event. */
export const taskBoards = pgTable(
  "task_boards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: ownedBy("vendor_id", () => vendors.id),
    name: text("name").notNull(),
    eventId: uuid("event_id").references(() => events.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("task_boards_vendor_idx").on(t.vendorId, t.createdAt), uniqueIndex("task_boards_event_idx").on(t.eventId)],
);

/** The vendor's board settings; a vendor without a row has no default board. */
export const taskBoardConfigs = pgTable("task_board_configs", {
  vendorId: uuid("vendor_id")
    .primaryKey()
    .references(() => vendors.id, { onDelete: "cascade" }),
  defaultBoardId: uuid("default_board_id").references(() => taskBoards.id, { onDelete: "set null" }),
});

/** The board copied into each new event of a type. */
export const taskBoardTemplates = pgTable(
  "task_board_templates",
  {
    vendorId: ownedBy("vendor_id", () => vendors.id),
    eventType: text("event_type").notNull(),
    boardId: ownedBy("board_id", () => taskBoards.id),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.eventType] })],
);

export const taskLists = pgTable(
  "task_lists",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: ownedBy("vendor_id", () => vendors.id),
    boardId: ownedBy("board_id", () => taskBoards.id),
    name: text("name").notNull(),
    position: integer("position").notNull(),
    enableNotifications: boolean("enable_notifications").notNull().default(false),
    notificationDaysBefore: integer("notification_days_before").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("task_lists_board_idx").on(t.boardId, t.position)],
);

/**
 * A task of any type (BASE_TASK, SCHEDULED_EMAIL, SECURITY_DEPOSIT_REQUEST); the columns of another
 * type stay null. The sending columns are the e-mail's guard: `job_id` names the one queued job
 * allowed to send it, `sent_at` is set in the same transaction as the move to `list_id_done`.
 */
export const tasks = pgTable(
  "tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: ownedBy("vendor_id", () => vendors.id),
    boardId: ownedBy("board_id", () => taskBoards.id),
    listId: ownedBy("list_id", () => taskLists.id),
    type: text("type").notNull().default("BASE_TASK"),
    name: text("name").notNull(),
    description: text("description"),
    dueAt: timestamp("due_at", { withTimezone: true }),
    /** Days before the event (negative: after); when set, due_at follows the event's date. */
    numberOfDays: integer("number_of_days"),
    position: integer("position").notNull(),
    items: jsonb("items").$type<{ description: string; completed: boolean }[]>().notNull().default([]),
    fromEmail: text("from_email"),
    fromName: text("from_name"),
    object: text("object"),
    body: text("body"),
    emails: jsonb("emails").$type<string[]>().notNull().default([]),
    sendCopyToSelf: boolean("send_copy_to_self").notNull().default(false),
    filename: text("filename"),
    listIdDone: uuid("list_id_done").references(() => taskLists.id, { onDelete: "set null" }),
    /** The caution asked, in cents (never revenue). */
    amountCents: bigint("amount_cents", { mode: "number" }),
    depositStatus: text("deposit_status"),
    keptAmountCents: bigint("kept_amount_cents", { mode: "number" }),
    keptReason: text("kept_reason"),
    jobId: uuid("job_id"),
    sendStatus: text("send_status"),
    sendError: text("send_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("tasks_list_idx").on(t.listId, t.position), index("tasks_board_idx").on(t.boardId)],
);
