/** The keys of the default pipeline (part 1 §4); a vendor's own statuses get keys of their own. */
export const defaultEventStatusKeys = ["REQUEST_RECEIVED", "QUOTE_SENT", "RESERVATION_CONFIRMED", "REFUSED"] as const;
export type DefaultEventStatusKey = (typeof defaultEventStatusKeys)[number];

/** The theme colours a status may take; a hex colour (#rrggbb) is accepted too. */
export const eventStatusPaletteColors = ["primary", "secondary", "success", "warning", "error", "info"] as const;

export const DEFAULT_NOTIFICATION_DAYS_BEFORE = 30;
export const MAX_EVENT_STATUSES = 20;

export type EventStatusConfig = {
  status: string;
  position: number;
  name: string;
  color: string;
  enableNotifications: boolean;
  notificationDaysBefore: number;
};

const defaults: { status: DefaultEventStatusKey; name: string; color: string }[] = [
  { status: "REQUEST_RECEIVED", name: "Demandes reçues", color: "warning" },
  { status: "QUOTE_SENT", name: "Devis envoyés", color: "secondary" },
  { status: "RESERVATION_CONFIRMED", name: "Réservations confirmées", color: "success" },
  { status: "REFUSED", name: "Refusés", color: "error" },
];

/** The pipeline every vendor starts with, and gets back on reset. */
export function defaultEventStatuses(): EventStatusConfig[] {
  return defaults.map((d, index) => ({
    ...d,
    position: index + 1,
    enableNotifications: false,
    notificationDaysBefore: DEFAULT_NOTIFICATION_DAYS_BEFORE,
  }));
}

/** A key for a status the vendor adds: never one of the defaults, stable across renames. */
export function customStatusKey(random: string): string {
  return `CUSTOM_${random
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(0, 12)
    .toUpperCase()}`;
}
