/** The kinds of task of the spec (part 1 §3). */
export const taskTypes = ["BASE_TASK", "SCHEDULED_EMAIL", "SECURITY_DEPOSIT_REQUEST"] as const;
export type TaskType = (typeof taskTypes)[number];

/** Tasks that send an e-mail at their due time. */
export const emailTaskTypes = ["SCHEDULED_EMAIL", "SECURITY_DEPOSIT_REQUEST"] as const satisfies readonly TaskType[];
export type EmailTaskType = (typeof emailTaskTypes)[number];
export const isEmailTaskType = (type: TaskType): type is EmailTaskType => type !== "BASE_TASK";

export const taskTypeLabels: Record<TaskType, string> = {
  BASE_TASK: "Tâche",
  SCHEDULED_EMAIL: "Email programmé",
  SECURITY_DEPOSIT_REQUEST: "Demande de caution",
};

/**
 * Where the sending of an e-mail task stands: not scheduled (no due date yet), waiting for its due
 * time, retrying after a failure, sent, or failed for good (the reason is in `sendError`).
 */
export const sendStatuses = ["UNSCHEDULED", "SCHEDULED", "RETRYING", "SENT", "FAILED"] as const;
export type SendStatus = (typeof sendStatuses)[number];

export const sendStatusLabels: Record<SendStatus, string> = {
  UNSCHEDULED: "Sans date d'envoi",
  SCHEDULED: "Programmé",
  RETRYING: "Nouvel essai prévu",
  SENT: "Envoyé",
  FAILED: "Échec de l'envoi",
};

/** The default lists of a new board when none are named. */
export const DEFAULT_LIST_NAMES = ["À faire", "En cours", "Fait"] as const;
/** Spec §9: a task list's notification lead defaults to 0 days. */
export const DEFAULT_LIST_NOTIFICATION_DAYS = 0;

export const MAX_BOARDS = 2000;
export const MAX_LISTS_PER_BOARD = 30;
export const MAX_TASKS_PER_BOARD = 1000;
export const MAX_ITEMS_PER_TASK = 100;
export const MAX_EMAILS_PER_TASK = 20;
