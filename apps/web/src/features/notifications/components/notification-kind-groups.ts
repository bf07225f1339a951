import type { NotificationKind } from "@cortege/domain";

/** The kinds as the settings screen groups them: sales documents, payments, schedule, the rest. */
export const notificationKindGroups: { id: "documents" | "payments" | "schedule" | "account"; kinds: NotificationKind[] }[] = [
  { id: "documents", kinds: ["QUOTE_SIGNED", "QUOTE_EXPIRY_WARNING", "QUOTE_EXPIRED", "INVOICE_DUE", "INVOICE_OVERDUE"] },
  {
    id: "payments",
    kinds: ["DEPOSIT_DUE", "DEPOSIT_OVERDUE", "PAYMENT_RECEIVED", "PAYMENT_REMINDER", "PAYMENT_OVERDUE"],
  },
  { id: "schedule", kinds: ["TASK_DEADLINE", "APPOINTMENT_SCHEDULED", "APPOINTMENT_REMINDER", "EVENT_STATUS_REMINDER"] },
  { id: "account", kinds: ["NEW_MESSAGE", "SUBSCRIPTION_EXPIRED"] },
];
