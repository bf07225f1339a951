/**
 * The fifteen kinds of part 2 §9, plus the event-status reminder of part 1 §3 (a status config's
 * notificationDaysBefore before the event date). Stored as text: the names never change.
 */
export const notificationKinds = [
  "TASK_DEADLINE",
  "QUOTE_SIGNED",
  "QUOTE_EXPIRY_WARNING",
  "QUOTE_EXPIRED",
  "DEPOSIT_DUE",
  "DEPOSIT_OVERDUE",
  "PAYMENT_RECEIVED",
  "PAYMENT_REMINDER",
  "PAYMENT_OVERDUE",
  "INVOICE_DUE",
  "INVOICE_OVERDUE",
  "APPOINTMENT_SCHEDULED",
  "APPOINTMENT_REMINDER",
  "SUBSCRIPTION_EXPIRED",
  "NEW_MESSAGE",
  "EVENT_STATUS_REMINDER",
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationChannels = ["inApp", "email", "push"] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/** Kinds computed by the daily job from a date; the others come from the code that changes the state. */
export const dateNotificationKinds = [
  "TASK_DEADLINE",
  "QUOTE_EXPIRY_WARNING",
  "QUOTE_EXPIRED",
  "DEPOSIT_DUE",
  "DEPOSIT_OVERDUE",
  "PAYMENT_REMINDER",
  "PAYMENT_OVERDUE",
  "INVOICE_DUE",
  "INVOICE_OVERDUE",
  "APPOINTMENT_REMINDER",
  "EVENT_STATUS_REMINDER",
] as const satisfies readonly NotificationKind[];

/** Days before a quote's validity date that the expiry warning is given (the spec leaves it open). */
export const QUOTE_EXPIRY_WARNING_DAYS = 7;
/** Days after a due date without full payment that the payment reminder is given. */
export const PAYMENT_REMINDER_DAYS_AFTER = 7;
/** Days after a due date that an unpaid invoice or deposit counts as « payment overdue » (second reminder). */
export const PAYMENT_OVERDUE_DAYS_AFTER = 30;
/** Minutes an e-mail waits for other notifications of the same vendor, sent together as one digest. */
export const DEFAULT_EMAIL_DIGEST_MINUTES = 5;
/** Seconds a push message is kept by the push service when the device is offline. */
export const PUSH_TTL_SECONDS = 24 * 3600;
