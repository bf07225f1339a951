import type { Board } from "@cortege/domain";

/** How far ahead a due e-mail makes the open board look again for its sending. */
export const IMMINENT_MS = 10 * 60_000;
export const SEND_WATCH_INTERVAL_MS = 5_000;

/**
 * Whether an e-mail of the board is due now or within minutes and not settled yet: the open board
 * then fetches itself again every few seconds, so that the vendor sees the card leave for its done list.
 */
export function imminentSend(board: Board | undefined, now: number): boolean {
  if (!board) return false;
  return board.lists.some((list) =>
    list.tasks.some(
      (task) =>
        task.type !== "BASE_TASK" &&
        (task.sendStatus === "SCHEDULED" || task.sendStatus === "RETRYING") &&
        task.dueDate !== null &&
        Date.parse(task.dueDate) <= now + IMMINENT_MS,
    ),
  );
}
