import { DEFAULT_NOTIFICATION_DAYS_BEFORE, type EventStatusConfig } from "./event-statuses.ts";

const byPosition = (a: EventStatusConfig, b: EventStatusConfig) => a.position - b.position;

/** Positions 1, 2, 3… in the current order (part 1 §4: renumbered from 1). */
export function renumberStatuses(statuses: readonly EventStatusConfig[]): EventStatusConfig[] {
  return [...statuses].sort(byPosition).map((s, index) => ({ ...s, position: index + 1 }));
}

/** An added status takes the next position. */
export function appendStatus(
  statuses: readonly EventStatusConfig[],
  added: { status: string; name: string; color: string; enableNotifications?: boolean; notificationDaysBefore?: number },
): EventStatusConfig[] {
  const next = statuses.reduce((max, s) => Math.max(max, s.position), 0) + 1;
  return [
    ...statuses,
    {
      status: added.status,
      name: added.name,
      color: added.color,
      enableNotifications: added.enableNotifications ?? false,
      notificationDaysBefore: added.notificationDaysBefore ?? DEFAULT_NOTIFICATION_DAYS_BEFORE,
      position: next,
    },
  ];
}

/** Removes a status; the others are renumbered from 1. */
export function removeStatus(statuses: readonly EventStatusConfig[], status: string): EventStatusConfig[] {
  return renumberStatuses(statuses.filter((s) => s.status !== status));
}

/** Moves a status to a 0-based index of the ordered list, then renumbers. */
export function moveStatus(statuses: readonly EventStatusConfig[], status: string, toIndex: number): EventStatusConfig[] {
  const ordered = [...statuses].sort(byPosition);
  const from = ordered.findIndex((s) => s.status === status);
  if (from === -1) return renumberStatuses(ordered);
  const [moved] = ordered.splice(from, 1);
  const target = Math.max(0, Math.min(ordered.length, toIndex));
  ordered.splice(target, 0, moved as EventStatusConfig);
  return ordered.map((s, index) => ({ ...s, position: index + 1 }));
}

/** The statuses of `before` that `after` no longer has: their events must move elsewhere. */
export function removedStatuses(
  before: readonly EventStatusConfig[],
  after: readonly { status?: string | undefined }[],
): string[] {
  const kept = new Set(after.map((s) => s.status).filter((s): s is string => s !== undefined));
  return before.map((s) => s.status).filter((s) => !kept.has(s));
}
