/** Where a task sits: its list and its rank in it (0 first). */
export type TaskPlacement = { taskId: string; listId: string; position: number };

function ordered(tasks: readonly TaskPlacement[], listId: string): string[] {
  return tasks
    .map((t, index) => ({ t, index }))
    .filter(({ t }) => t.listId === listId)
    .sort((a, b) => a.t.position - b.t.position || a.index - b.index)
    .map(({ t }) => t.taskId);
}

/** The tasks of a list in order, numbered from 0 (spec §4: positions renumbered from 0). */
export function renumber(listId: string, taskIds: readonly string[]): TaskPlacement[] {
  return taskIds.map((taskId, position) => ({ taskId, listId, position }));
}

/**
 * Moves a task to a list — the same one or another — at `index` (clamped; the end when absent), and
 * renumbers from 0 every task of the lists it leaves and enters. Answers the placements of those lists;
 * the tasks of other lists do not move. An unknown task changes nothing.
 */
export function moveTask(tasks: readonly TaskPlacement[], taskId: string, toListId: string, index?: number): TaskPlacement[] {
  const moving = tasks.find((t) => t.taskId === taskId);
  if (!moving) return [];
  const fromListId = moving.listId;
  const source = ordered(tasks, fromListId).filter((id) => id !== taskId);
  const target = fromListId === toListId ? source : ordered(tasks, toListId);
  const at = index === undefined ? target.length : Math.min(Math.max(Math.trunc(index), 0), target.length);
  const entered = [...target.slice(0, at), taskId, ...target.slice(at)];
  if (fromListId === toListId) return renumber(toListId, entered);
  return [...renumber(fromListId, source), ...renumber(toListId, entered)];
}

/** The placements after removing a task: its list closes the gap. */
export function removeTask(tasks: readonly TaskPlacement[], taskId: string): TaskPlacement[] {
  const removed = tasks.find((t) => t.taskId === taskId);
  if (!removed) return [];
  return renumber(
    removed.listId,
    ordered(tasks, removed.listId).filter((id) => id !== taskId),
  );
}

/** Moves an item of an ordered list of ids to `index` (clamped), e.g. a list inside its board. */
export function reorder(ids: readonly string[], id: string, index: number): string[] {
  if (!ids.includes(id)) return [...ids];
  const rest = ids.filter((x) => x !== id);
  const at = Math.min(Math.max(Math.trunc(index), 0), rest.length);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}
