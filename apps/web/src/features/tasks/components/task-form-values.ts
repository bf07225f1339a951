import {
  type DepositStatus,
  isEmailTaskType,
  type Task,
  type TaskCreateInput,
  type TaskType,
  type TemplateVariable,
} from "@cortege/domain";
import { amountText, parseDecimal } from "../../../lib/format-money.ts";

/** How the due time is given: not at all, a date and time, or a number of days relative to the event. */
export type DueMode = "none" | "date" | "relative";

export type TaskFormValues = {
  type: TaskType;
  name: string;
  description: string;
  dueMode: DueMode;
  /** YYYY-MM-DD, in the vendor's calendar. */
  dueDay: string | null;
  /** HH:MM, in the vendor's clock. */
  dueTime: string;
  numberOfDays: number | null;
  items: { description: string; completed: boolean }[];
  from: string;
  fromName: string;
  object: string;
  body: string;
  /** Addresses separated by commas, semicolons, spaces or lines, as they are pasted. */
  emails: string;
  sendCopyToSelf: boolean;
  filename: string;
  /** "" when the task stays where it is once sent. */
  listIdDone: string;
  /** Euros as typed (« 1 500,50 »). */
  amount: string;
  depositStatus: DepositStatus;
  keptAmount: string;
  keptReason: string;
};

/** What task/task/create and update take, without the ids. */
export type TaskBody = Omit<TaskCreateInput, "vendorId" | "boardId" | "listId" | "position">;

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant as the vendor's own calendar day and clock. */
export function localDayAndTime(instant: string): { day: string; time: string } {
  const date = new Date(instant);
  return {
    day: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    time: `${pad(date.getHours())}:${pad(date.getMinutes())}`,
  };
}

/** The instant a day and a time of the vendor's clock stand for, as an ISO instant; null when one is not valid. */
export function localInstant(day: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const date = new Date(`${day}T${time}:00`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export const splitEmails = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((e) => e.trim())
    .filter((e) => e !== "");

/** The default due time of a dated task: 9:00, when e-mails of a day leave on the server too. */
export const DEFAULT_DUE_TIME = "09:00";

export function emptyTaskValues(type: TaskType = "BASE_TASK"): TaskFormValues {
  return {
    type,
    name: "",
    description: "",
    dueMode: "none",
    dueDay: null,
    dueTime: DEFAULT_DUE_TIME,
    numberOfDays: null,
    items: [],
    from: "",
    fromName: "",
    object: "",
    body: "",
    emails: "",
    sendCopyToSelf: false,
    filename: "",
    listIdDone: "",
    amount: "",
    depositStatus: "TO_REQUEST",
    keptAmount: "",
    keptReason: "",
  };
}

/** The form filled from a saved task. */
export function taskValues(task: Task, language: string): TaskFormValues {
  const values = emptyTaskValues(task.type);
  values.name = task.name;
  values.description = task.description ?? "";
  if (task.numberOfDays !== null) {
    values.dueMode = "relative";
    values.numberOfDays = task.numberOfDays;
  } else if (task.dueDate) {
    const { day, time } = localDayAndTime(task.dueDate);
    values.dueMode = "date";
    values.dueDay = day;
    values.dueTime = time;
  }
  if (task.type === "BASE_TASK") {
    values.items = task.items.map((i) => ({ ...i }));
    return values;
  }
  values.from = task.from;
  values.fromName = task.fromName ?? "";
  values.object = task.object;
  values.body = task.body;
  values.emails = task.emails.join(", ");
  values.sendCopyToSelf = task.sendCopyToSelf;
  values.filename = task.filename ?? "";
  values.listIdDone = task.listIdDone ?? "";
  if (task.type === "SECURITY_DEPOSIT_REQUEST") {
    values.amount = amountText(task.amount, language);
    values.depositStatus = task.depositStatus;
    values.keptAmount = task.keptAmount === null ? "" : amountText(task.keptAmount, language);
    values.keptReason = task.keptReason ?? "";
  }
  return values;
}

/** Euros typed by the vendor; what cannot be read goes through as NaN so that the schema names the mistake. */
const euros = (text: string): number | null => (text.trim() === "" ? null : (parseDecimal(text) ?? Number.NaN));

/** What is sent: only the fields of the task's type, and one way of giving the due time. */
export function taskBody(values: TaskFormValues): TaskBody {
  const body: TaskBody = {
    type: values.type,
    name: values.name,
    description: values.description.trim() === "" ? null : values.description,
    dueDate: values.dueMode === "date" && values.dueDay ? (localInstant(values.dueDay, values.dueTime) ?? values.dueDay) : null,
    numberOfDays: values.dueMode === "relative" ? values.numberOfDays : null,
  };
  if (values.dueMode === "relative" && values.numberOfDays === null) body.numberOfDays = Number.NaN;
  if (!isEmailTaskType(values.type)) return { ...body, items: values.items };
  const email: TaskBody = {
    ...body,
    from: values.from,
    fromName: values.fromName.trim() === "" ? null : values.fromName,
    object: values.object,
    body: values.body,
    emails: splitEmails(values.emails),
    sendCopyToSelf: values.sendCopyToSelf,
    filename: values.filename.trim() === "" ? null : values.filename,
    listIdDone: values.listIdDone === "" ? null : values.listIdDone,
  };
  if (values.type !== "SECURITY_DEPOSIT_REQUEST") return email;
  const partlyKept = values.depositStatus === "PARTLY_KEPT";
  return {
    ...email,
    amount: euros(values.amount) ?? Number.NaN,
    depositStatus: values.depositStatus,
    keptAmount: partlyKept ? euros(values.keptAmount) : null,
    keptReason: partlyKept ? values.keptReason : null,
  };
}

/** The text of a variable as it is written in a subject or a body. */
export const variableToken = (variable: TemplateVariable) => `{{${variable}}}`;

/**
 * A variable typed into a plain field where its cursor is (replacing the selected text): the new text
 * and where the cursor goes, right after the variable.
 */
export function insertAtCursor(
  text: string,
  selectionStart: number | null,
  selectionEnd: number | null,
  token: string,
): { text: string; cursor: number } {
  const start = Math.min(Math.max(selectionStart ?? text.length, 0), text.length);
  const end = Math.min(Math.max(selectionEnd ?? start, start), text.length);
  return { text: text.slice(0, start) + token + text.slice(end), cursor: start + token.length };
}
