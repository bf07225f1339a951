/** Document statuses of the spec (part 2 §4), DRAFT first (the default). */
export const documentStatuses = [
  "DRAFT",
  "SENT",
  "APPROVED",
  "SIGNED",
  "REJECTED",
  "CANCELED",
  "EXPIRED",
  "PAID",
  "OVERDUE",
  "NONE",
] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

export const DEFAULT_DOCUMENT_STATUS: DocumentStatus = "DRAFT";

/** "Unknown values become DRAFT" (part 2 §4). */
export function normalizeDocumentStatus(value: unknown): DocumentStatus {
  return (documentStatuses as readonly unknown[]).includes(value) ? (value as DocumentStatus) : DEFAULT_DOCUMENT_STATUS;
}

/** The statuses the list screens filter on (part 2 §4). */
export const listedDocumentStatuses = ["DRAFT", "SENT", "SIGNED", "REJECTED", "PAID", "EXPIRED"] as const;

export type StatusBadgeColor = "warning" | "success" | "error" | "default";

/** Badge colours of the spec: SENT warning; APPROVED, SIGNED, PAID success; REJECTED, CANCELED, OVERDUE error. */
export const documentStatusColors: Record<DocumentStatus, StatusBadgeColor> = {
  DRAFT: "default",
  SENT: "warning",
  APPROVED: "success",
  SIGNED: "success",
  REJECTED: "error",
  CANCELED: "error",
  EXPIRED: "default",
  PAID: "success",
  OVERDUE: "error",
  NONE: "default",
};

export const documentStatusLabels: Record<DocumentStatus, string> = {
  DRAFT: "Brouillon",
  SENT: "Envoyé",
  APPROVED: "Accepté",
  SIGNED: "Signé",
  REJECTED: "Refusé",
  CANCELED: "Annulé",
  EXPIRED: "Expiré",
  PAID: "Payé",
  OVERDUE: "En retard",
  NONE: "Sans statut",
};
