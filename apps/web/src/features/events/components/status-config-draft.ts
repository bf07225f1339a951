import { DEFAULT_NOTIFICATION_DAYS_BEFORE, type EventConfigUpdateInput, type EventStatusConfig } from "@cortege/domain";

/** A row of the pipeline being edited: `status` is the server's key, absent for a status added here. */
export type StatusDraft = {
  status?: string | undefined;
  name: string;
  color: string;
  enableNotifications: boolean;
  notificationDaysBefore: number;
};

export type StatusConfigFormValues = { vendorId: string; statuses: StatusDraft[] };

/** Where the events of each removed status go: { removedKey: keptKey }. */
export type EventMoves = Record<string, string>;

/** The colours offered: the theme's, then a few quiet hex tones for a longer pipeline. */
export const statusPalette = [
  "warning",
  "secondary",
  "success",
  "error",
  "primary",
  "info",
  "#8a5a83",
  "#4f7a6a",
  "#a0522d",
  "#5f6b7a",
] as const;

/** The pipeline as the form edits it, in position order. */
export function draftFrom(statuses: readonly EventStatusConfig[]): StatusDraft[] {
  return [...statuses]
    .sort((a, b) => a.position - b.position)
    .map(({ status, name, color, enableNotifications, notificationDaysBefore }) => ({
      status,
      name,
      color,
      enableNotifications,
      notificationDaysBefore,
    }));
}

/** A new status goes last (it takes the next position), in the first colour not used yet, with the 30-day default. */
export function newStatus(rows: readonly StatusDraft[]): StatusDraft {
  const used = new Set(rows.map((r) => r.color));
  return {
    name: "",
    color: statusPalette.find((c) => !used.has(c)) ?? "primary",
    enableNotifications: false,
    notificationDaysBefore: DEFAULT_NOTIFICATION_DAYS_BEFORE,
  };
}

/**
 * The statuses that can receive the events of a removed one: those already saved (the server knows
 * their key) and kept in the draft. A status added but not saved yet has no key to move events to.
 */
export function moveTargetsFor(rows: readonly StatusDraft[], removed: string): StatusDraft[] {
  return rows.filter((r) => r.status !== undefined && r.status !== removed);
}

/**
 * Whether removing a saved status needs a target: it still has events, or other removed statuses
 * were told to send their events to it.
 */
export function needsMoveTarget(removed: string, hasEvents: boolean, moves: EventMoves): boolean {
  return hasEvents || Object.values(moves).includes(removed);
}

/** Records where a removed status's events go, and sends there the events that were to move into it. */
export function recordMove(moves: EventMoves, removed: string, target: string): EventMoves {
  const next: EventMoves = {};
  for (const [from, to] of Object.entries(moves)) next[from] = to === removed ? target : to;
  next[removed] = target;
  return next;
}

/** The body of POST event/config/update: the rows in their order (positions from 1) and the moves. */
export function toConfigUpdate(values: StatusConfigFormValues, moves: EventMoves): EventConfigUpdateInput {
  return {
    vendorId: values.vendorId,
    statuses: values.statuses.map((r) => ({
      ...(r.status === undefined ? {} : { status: r.status }),
      name: r.name,
      color: r.color,
      enableNotifications: r.enableNotifications,
      notificationDaysBefore: r.notificationDaysBefore,
    })),
    moveEventsTo: moves,
  };
}
