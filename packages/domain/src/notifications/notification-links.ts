import type { NotificationKind } from "./notification-kinds.ts";
import type { NotificationFacts } from "./notification-texts.ts";

/**
 * The app paths a notification opens (the web app's screens, apps/web/src/config/paths.ts): kept
 * here because the server writes them into notifications and e-mails.
 */
const documentSlugs = { QUOTE: "devis", INVOICE: "factures", DEPOSIT: "acomptes", CREDIT_NOTE: "avoirs" } as const;
export const notificationLinks = {
  document: (quoteType: keyof typeof documentSlugs, id: string) => `/ventes/${documentSlugs[quoteType]}/${id}`,
  taskBoard: (boardId: string) => `/taches/${boardId}`,
  event: (eventId: string) => `/evenements/${eventId}`,
  /** The messages screen opened on the couple's conversation (?client=&evenement=). */
  messages: (clientId: string | null, eventId: string | null) =>
    clientId ? `/messages?client=${clientId}${eventId ? `&evenement=${eventId}` : ""}` : "/messages",
  agenda: (day?: string) => (day ? `/agenda?date=${day}` : "/agenda"),
  settings: "/compte/notifications",
  list: "/notifications",
} as const;

/** What a daily source answers: one notification to give (once: its dedupe key is unique per vendor). */
export type DueNotification = {
  vendorId: string;
  kind: NotificationKind;
  /** kind:subject:date: the same subject and date never notify twice. */
  dedupeKey: string;
  facts: NotificationFacts;
  url: string | null;
};

const dayFormat = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
/** « 27 nov. 2026 » from 2026-11-27. */
export const formatDayFr = (day: string): string => dayFormat.format(new Date(`${day}T00:00:00Z`));
