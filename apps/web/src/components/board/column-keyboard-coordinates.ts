import type { KeyboardCoordinateGetter } from "@dnd-kit/core";

/**
 * Left and right arrows jump a held card to the previous or next column (dnd-kit's default moves it
 * 25 px per key, which would take a dozen presses to cross one column). Up and down do nothing: the
 * order inside a column is the server's, newest first.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  if (event.code !== "ArrowRight" && event.code !== "ArrowLeft") return undefined;
  event.preventDefault();
  const columns = [...context.droppableRects.entries()].sort(([, a], [, b]) => a.left - b.left);
  const rect = context.collisionRect;
  const centerX = rect ? rect.left + rect.width / 2 : currentCoordinates.x;
  const overId = context.over?.id;
  let index = columns.findIndex(([id]) => id === overId);
  if (index === -1) index = columns.findIndex(([, r]) => centerX >= r.left && centerX <= r.right);
  const target = columns[index + (event.code === "ArrowRight" ? 1 : -1)];
  if (!target) return currentCoordinates;
  const [, targetRect] = target;
  const width = rect?.width ?? 0;
  return {
    x: targetRect.left + Math.max(0, (targetRect.width - width) / 2),
    y: Math.min(Math.max(currentCoordinates.y, targetRect.top + 8), targetRect.top + Math.max(8, targetRect.height / 2)),
  };
};
