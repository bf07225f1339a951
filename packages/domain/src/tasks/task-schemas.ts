import { z } from "zod";
import { emailSchema } from "../contact/email.ts";
import { eventTypes } from "../events/event-types.ts";
import { eurosToCents, MAX_PRICE_CENTS } from "../products/money.ts";
import { optionalText, requiredText } from "../text/plain-text.ts";
import { DEFAULT_DEPOSIT_STATUS, depositProblem, depositStatuses } from "./deposit.ts";
import { MAX_NUMBER_OF_DAYS, parseDueDate } from "./due-dates.ts";
import { taskMessages as m } from "./messages.ts";
import { MAX_EMAILS_PER_TASK, MAX_ITEMS_PER_TASK, MAX_LISTS_PER_BOARD, sendStatuses, taskTypes } from "./task-types.ts";

const vendorId = z.uuid({ error: "Prestataire introuvable." });
export const boardIdSchema = z.uuid({ error: m.boardNotFound });
export const listIdSchema = z.uuid({ error: m.listNotFound });
export const taskIdSchema = z.uuid({ error: m.taskNotFound });
const eventId = z.uuid({ error: m.eventNotFound });
const boardName = requiredText(200, m.boardNameRequired);
const listName = requiredText(200, m.listNameRequired);
const position = z
  .number({ error: m.positionInvalid })
  .int(m.positionInvalid)
  .min(0, m.positionInvalid)
  .max(100_000, m.positionInvalid);
const notificationDaysBefore = z
  .number({ error: m.notificationDaysInvalid })
  .int(m.notificationDaysInvalid)
  .min(0, m.notificationDaysInvalid)
  .max(365, m.notificationDaysInvalid);

/** Euros with at most 2 decimals, more than 0, as integer cents. */
const amountCents = (message: string) =>
  z.number({ error: message }).transform((euros, ctx) => {
    const cents = eurosToCents(euros);
    if (cents === null || cents <= 0 || cents > MAX_PRICE_CENTS) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return cents;
  });

// ---------- boards ----------

export const boardCreateSchema = z.object({
  vendorId,
  name: boardName,
  /** The event this board belongs to; a board without event is a free board or a template. */
  eventId: eventId.nullish().default(null),
  /** Names of the lists, in order; « À faire », « En cours », « Fait » when absent. */
  lists: z.array(listName).max(MAX_LISTS_PER_BOARD, m.tooManyLists).optional(),
});
export const boardUpdateSchema = z.object({ vendorId, boardId: boardIdSchema, name: boardName });
export const boardDeleteSchema = z.object({ vendorId, boardId: boardIdSchema });
export const boardDuplicateSchema = z.object({ vendorId, boardId: boardIdSchema, name: boardName });
export const boardDeleteResponseSchema = z.object({ boardId: z.string() });
export const boardsQuerySchema = z.object({
  vendorId,
  /** Boards of events are listed too when true; by default only free boards and templates. */
  includeEventBoards: z
    .enum(["true", "false"], { error: "La valeur doit être true ou false." })
    .transform((v) => v === "true")
    .default(false),
});
export const boardQuerySchema = z.object({ vendorId, boardId: boardIdSchema });
export const boardEventQuerySchema = z.object({ vendorId, eventId });
export const boardConfigQuerySchema = z.object({ vendorId });

export const boardTemplateSchema = z.object({
  boardId: boardIdSchema,
  eventType: z.enum(eventTypes, { error: m.eventTypeInvalid }),
});
export type BoardTemplate = z.infer<typeof boardTemplateSchema>;
export const boardConfigSchema = z.object({
  boardTemplates: z.array(boardTemplateSchema),
  defaultBoardId: z.string().nullable(),
});
export type BoardConfig = z.infer<typeof boardConfigSchema>;
export const boardConfigUpdateSchema = z
  .object({
    vendorId,
    boardTemplates: z.array(boardTemplateSchema).max(eventTypes.length, m.templateTwice).default([]),
    defaultBoardId: boardIdSchema.nullish().default(null),
  })
  .superRefine((config, ctx) => {
    const types = config.boardTemplates.map((t) => t.eventType);
    if (new Set(types).size !== types.length)
      ctx.addIssue({ code: "custom", path: ["boardTemplates"], message: m.templateTwice });
  });

// ---------- lists ----------

const listFields = {
  name: listName,
  enableNotifications: z.boolean({ error: "La valeur doit être vraie ou fausse." }).default(false),
  /** Spec §9: 0 by default. */
  notificationDaysBefore: notificationDaysBefore.default(0),
};
export const listCreateSchema = z.object({ vendorId, boardId: boardIdSchema, ...listFields, position: position.optional() });
export const listUpdateSchema = z.object({
  vendorId,
  boardId: boardIdSchema,
  listId: listIdSchema,
  ...listFields,
  /** Moves the list inside its board; kept where it is when absent. */
  position: position.optional(),
});
export const listDeleteSchema = z.object({ vendorId, boardId: boardIdSchema, listId: listIdSchema });
export const listDeleteResponseSchema = z.object({ boardId: z.string(), listId: z.string() });

// ---------- tasks ----------

export const checklistItemSchema = z.object({
  description: requiredText(500, m.itemDescriptionRequired),
  completed: z.boolean({ error: "La valeur doit être vraie ou fausse." }).default(false),
});

/** Part 1 §5: the dueDate travels as an ISO date or is omitted; held as an instant. */
const dueDate = z
  .string({ error: m.dueDateInvalid })
  .max(40, m.dueDateInvalid)
  .transform((value, ctx) => {
    const parsed = parseDueDate(value);
    if (!parsed) {
      ctx.addIssue({ code: "custom", message: m.dueDateInvalid });
      return z.NEVER;
    }
    return parsed;
  });
const numberOfDays = z
  .number({ error: m.numberOfDaysInvalid })
  .int(m.numberOfDaysInvalid)
  .min(-MAX_NUMBER_OF_DAYS, m.numberOfDaysInvalid)
  .max(MAX_NUMBER_OF_DAYS, m.numberOfDaysInvalid);

/**
 * The fields of a task as the editor sends them. One flat shape for the three types: the fields of
 * another type are ignored. E-mail fields are required for SCHEDULED_EMAIL and SECURITY_DEPOSIT_REQUEST,
 * the amount for the latter.
 */
const taskFields = {
  type: z.enum(taskTypes, { error: m.typeInvalid }).default("BASE_TASK"),
  name: requiredText(200, m.nameRequired),
  description: optionalText(5000),
  dueDate: dueDate.nullish().default(null),
  /** Days before the event (negative: after); when set, dueDate follows the event's date. */
  numberOfDays: numberOfDays.nullish().default(null),
  items: z.array(checklistItemSchema).max(MAX_ITEMS_PER_TASK, m.tooManyItems).default([]),
  from: z
    .string({ error: m.fromRequired })
    .trim()
    .toLowerCase()
    .max(254, m.emailInvalid)
    .pipe(z.union([z.literal(""), z.email({ error: m.emailInvalid })]))
    .nullish()
    .transform((v) => (v ? v : null)),
  fromName: optionalText(200),
  object: optionalText(300),
  /** HTML (rich text); sanitised by the server. */
  body: optionalText(100_000),
  emails: z.array(emailSchema).max(MAX_EMAILS_PER_TASK, m.tooManyEmails).default([]),
  sendCopyToSelf: z.boolean({ error: "La valeur doit être vraie ou fausse." }).default(false),
  /** A file of the media library sent with the e-mail. */
  filename: optionalText(300),
  /** Where the task goes once its e-mail has left. */
  listIdDone: z.uuid({ error: m.listDoneNotFound }).nullish().default(null),
  amount: amountCents(m.amountInvalid).nullish().default(null),
  depositStatus: z.enum(depositStatuses, { error: m.depositStatusInvalid }).default(DEFAULT_DEPOSIT_STATUS),
  keptAmount: amountCents(m.keptAmountRequired).nullish().default(null),
  keptReason: optionalText(500),
};

type TaskFieldsOut = {
  type: (typeof taskTypes)[number];
  from: string | null;
  object: string | null;
  body: string | null;
  amount: number | null;
  depositStatus: (typeof depositStatuses)[number];
  keptAmount: number | null;
  keptReason: string | null;
};
function checkTaskType(task: TaskFieldsOut, ctx: z.RefinementCtx): void {
  if (task.type === "BASE_TASK") return;
  if (!task.from) ctx.addIssue({ code: "custom", path: ["from"], message: m.fromRequired });
  if (!task.object) ctx.addIssue({ code: "custom", path: ["object"], message: m.objectRequired });
  if (!task.body) ctx.addIssue({ code: "custom", path: ["body"], message: m.bodyRequired });
  if (task.type !== "SECURITY_DEPOSIT_REQUEST") return;
  if (task.amount === null) {
    ctx.addIssue({ code: "custom", path: ["amount"], message: m.amountInvalid });
    return;
  }
  const problem = depositProblem({
    depositStatus: task.depositStatus,
    amountCents: task.amount,
    keptAmountCents: task.keptAmount,
    keptReason: task.keptReason,
  });
  if (problem) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
}

export const taskCreateSchema = z
  .object({ vendorId, boardId: boardIdSchema, listId: listIdSchema, ...taskFields, position: position.optional() })
  .superRefine(checkTaskType);
export type TaskCreateInput = z.input<typeof taskCreateSchema>;
export type TaskCreate = z.output<typeof taskCreateSchema>;
/** The task replaced by what is sent (what is left out is emptied); moving is task/move's. */
export const taskUpdateSchema = z
  .object({ vendorId, boardId: boardIdSchema, listId: listIdSchema, taskId: taskIdSchema, ...taskFields })
  .superRefine(checkTaskType);
export type TaskUpdate = z.output<typeof taskUpdateSchema>;
export type TaskFields = Omit<TaskCreate, "vendorId" | "boardId" | "listId" | "position">;
export const taskDeleteSchema = z.object({ vendorId, boardId: boardIdSchema, listId: listIdSchema, taskId: taskIdSchema });
export const taskDeleteResponseSchema = z.object({ boardId: z.string(), listId: z.string(), taskId: z.string() });
export const taskMoveSchema = z.object({
  vendorId,
  boardId: boardIdSchema,
  listId: listIdSchema,
  taskId: taskIdSchema,
  newListId: listIdSchema,
  /** Rank in the new list (0 first); the end when absent. */
  position: position.optional(),
});

// ---------- answers ----------

const taskBase = {
  taskId: z.string(),
  boardId: z.string(),
  listId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** An ISO instant, or null. */
  dueDate: z.string().nullable(),
  numberOfDays: z.number().nullable(),
  position: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
};
const emailFields = {
  from: z.string(),
  fromName: z.string().nullable(),
  object: z.string(),
  body: z.string(),
  emails: z.array(z.string()),
  sendCopyToSelf: z.boolean(),
  filename: z.string().nullable(),
  listIdDone: z.string().nullable(),
  sendStatus: z.enum(sendStatuses),
  /** Why the last try failed (shown on the task); null once sent. */
  sendError: z.string().nullable(),
  sentAt: z.string().nullable(),
};
export const checklistTaskSchema = z.object({
  ...taskBase,
  type: z.literal("BASE_TASK"),
  items: z.array(z.object({ description: z.string(), completed: z.boolean() })),
});
export const scheduledEmailTaskSchema = z.object({ ...taskBase, type: z.literal("SCHEDULED_EMAIL"), ...emailFields });
export const securityDepositTaskSchema = z.object({
  ...taskBase,
  type: z.literal("SECURITY_DEPOSIT_REQUEST"),
  ...emailFields,
  amount: z.number(),
  depositStatus: z.enum(depositStatuses),
  keptAmount: z.number().nullable(),
  keptReason: z.string().nullable(),
});
export const taskSchema = z.discriminatedUnion("type", [
  checklistTaskSchema,
  scheduledEmailTaskSchema,
  securityDepositTaskSchema,
]);
export type Task = z.infer<typeof taskSchema>;

export const taskListSchema = z.object({
  listId: z.string(),
  boardId: z.string(),
  name: z.string(),
  position: z.number(),
  enableNotifications: z.boolean(),
  notificationDaysBefore: z.number(),
  tasks: z.array(taskSchema),
});
export type TaskList = z.infer<typeof taskListSchema>;

export const boardSchema = z.object({
  boardId: z.string(),
  name: z.string(),
  eventId: z.string().nullable(),
  lists: z.array(taskListSchema),
  createdAt: z.string(),
});
export type Board = z.infer<typeof boardSchema>;

export const boardSummarySchema = z.object({
  boardId: z.string(),
  name: z.string(),
  eventId: z.string().nullable(),
  listCount: z.number(),
  taskCount: z.number(),
  createdAt: z.string(),
});
export type BoardSummary = z.infer<typeof boardSummarySchema>;
export const boardsResponseSchema = z.object({ boards: z.array(boardSummarySchema) });
