import { type Board, moveTask, type Task, type TaskList } from "@cortege/domain";

/**
 * Local edits of a board held by the query cache: what a save answered, put in place without waiting
 * for the board to be fetched again, and the optimistic move of a dragged task.
 */

const byPosition = <T extends { position: number }>(items: readonly T[]) => [...items].sort((a, b) => a.position - b.position);

/** The list as the server answered it, added at its position or replaced (its tasks kept when the answer has none). */
export function putList(board: Board, list: TaskList): Board {
  const others = board.lists.filter((l) => l.listId !== list.listId);
  const at = Math.min(Math.max(list.position, 0), others.length);
  const lists = [...others.slice(0, at), list, ...others.slice(at)].map((l, position) => ({ ...l, position }));
  return { ...board, lists };
}

/** Deleting removes the list locally (spec §4); the others close the gap. */
export function dropList(board: Board, listId: string): Board {
  return {
    ...board,
    lists: board.lists.filter((l) => l.listId !== listId).map((l, position) => ({ ...l, position })),
  };
}

/** The task as the server answered it, in its list at its position. */
export function putTask(board: Board, task: Task): Board {
  return {
    ...board,
    lists: board.lists.map((list) => {
      const others = list.tasks.filter((t) => t.taskId !== task.taskId);
      if (list.listId !== task.listId) return others.length === list.tasks.length ? list : { ...list, tasks: renumbered(others) };
      const ordered = byPosition(others);
      const at = Math.min(Math.max(task.position, 0), ordered.length);
      return { ...list, tasks: renumbered([...ordered.slice(0, at), task, ...ordered.slice(at)]) };
    }),
  };
}

/** Deleting removes the task locally (spec §4); its list is numbered again from 0. */
export function dropTask(board: Board, taskId: string): Board {
  return {
    ...board,
    lists: board.lists.map((list) =>
      list.tasks.some((t) => t.taskId === taskId)
        ? { ...list, tasks: renumbered(list.tasks.filter((t) => t.taskId !== taskId)) }
        : list,
    ),
  };
}

function renumbered(tasks: readonly Task[]): Task[] {
  return tasks.map((t, position) => (t.position === position ? t : { ...t, position }));
}

/**
 * The board once a task is moved to `toListId` at `index` (the end when absent): the domain's move,
 * which renumbers from 0 the lists it leaves and enters, applied to the cards.
 */
export function moveTaskInBoard(board: Board, taskId: string, toListId: string, index?: number): Board {
  const tasks = board.lists.flatMap((l) => l.tasks);
  const moving = tasks.find((t) => t.taskId === taskId);
  if (!moving || !board.lists.some((l) => l.listId === toListId)) return board;
  const placements = moveTask(
    tasks.map((t) => ({ taskId: t.taskId, listId: t.listId, position: t.position })),
    taskId,
    toListId,
    index,
  );
  const byId = new Map(tasks.map((t) => [t.taskId, t]));
  return {
    ...board,
    lists: board.lists.map((list) => {
      const touched = placements.some((p) => p.listId === list.listId);
      if (!touched) return list;
      const inList = placements
        .filter((p) => p.listId === list.listId)
        .sort((a, b) => a.position - b.position)
        .map((p) => ({ ...(byId.get(p.taskId) as Task), listId: list.listId, position: p.position }));
      return { ...list, tasks: inList };
    }),
  };
}

/** The task ids of each list in order: the shape the drag and drop works on. */
export type Columns = Record<string, string[]>;

export const columnsOf = (board: Board): Columns =>
  Object.fromEntries(board.lists.map((l) => [l.listId, byPosition(l.tasks).map((t) => t.taskId)]));

/** The list holding a task, or the list itself when the id is a list's. */
export function containerOf(columns: Columns, id: string): string | undefined {
  if (id in columns) return id;
  return Object.keys(columns).find((listId) => columns[listId]?.includes(id));
}

/**
 * While a card is held over another list, it is shown there already (dnd-kit's multi-list pattern):
 * it goes before the card it is over, or at the end when it is over the list itself.
 */
export function crossInto(columns: Columns, activeId: string, overId: string): Columns {
  const from = containerOf(columns, activeId);
  const to = containerOf(columns, overId);
  if (!from || !to || from === to) return columns;
  const target = columns[to] ?? [];
  const overIndex = target.indexOf(overId);
  const at = overIndex === -1 ? target.length : overIndex;
  return {
    ...columns,
    [from]: (columns[from] ?? []).filter((id) => id !== activeId),
    [to]: [...target.slice(0, at), activeId, ...target.slice(at)],
  };
}

/** Where a dropped card lands: its list and its rank there, once it is put before or after the card it is over. */
export function dropTarget(columns: Columns, activeId: string, overId: string): { listId: string; index: number } | null {
  const to = containerOf(columns, overId);
  if (!to) return null;
  const ids = columns[to] ?? [];
  const from = ids.indexOf(activeId);
  if (overId === to) return { listId: to, index: from === -1 ? ids.length : from };
  const over = ids.indexOf(overId);
  if (from === -1) return { listId: to, index: over === -1 ? ids.length : over };
  // Within one list, the card takes the place of the one it is over (arrayMove).
  return { listId: to, index: over === -1 ? from : over };
}
