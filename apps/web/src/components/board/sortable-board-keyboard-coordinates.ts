import type { KeyboardCoordinateGetter } from "@dnd-kit/core";

type SortableData = { sortable?: { containerId: string | number; index: number } };

/**
 * The keyboard's moves of a held card on a board of sortable lists: left and right jump to the previous or
 * next list, up and down to the place of the card above or below in its list. The held card is put on the
 * rectangle it aims at, so that the board's collision detection (closest corners) finds that list or card.
 */
export const sortableBoardKeyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const horizontal = event.code === "ArrowRight" || event.code === "ArrowLeft";
  const vertical = event.code === "ArrowDown" || event.code === "ArrowUp";
  if (!horizontal && !vertical) return undefined;
  event.preventDefault();
  const { active, over, droppableContainers, droppableRects } = context;
  if (!active) return currentCoordinates;
  const containers = droppableContainers.getEnabled();
  const lists = containers.filter((c) => !(c.data.current as SortableData | undefined)?.sortable);
  const listOf = (id: string | number | undefined): string | number | undefined => {
    if (id === undefined) return undefined;
    if (lists.some((l) => l.id === id)) return id;
    return (droppableContainers.get(id)?.data.current as SortableData | undefined)?.sortable?.containerId;
  };
  const currentList = listOf(over?.id) ?? listOf(active.id);

  if (horizontal) {
    const ordered = lists
      .flatMap((l) => {
        const rect = droppableRects.get(l.id);
        return rect ? [{ id: l.id, rect }] : [];
      })
      .sort((a, b) => a.rect.left - b.rect.left);
    const index = ordered.findIndex((l) => l.id === currentList);
    const target = ordered[index + (event.code === "ArrowRight" ? 1 : -1)];
    return target ? { x: target.rect.left, y: target.rect.top } : currentCoordinates;
  }

  // Up and down: the cards of the current list, top to bottom.
  const cards = containers
    .filter((c) => (c.data.current as SortableData | undefined)?.sortable?.containerId === currentList)
    .flatMap((c) => {
      const rect = droppableRects.get(c.id);
      return rect ? [{ id: c.id, rect }] : [];
    })
    .sort((a, b) => a.rect.top - b.rect.top);
  const at = cards.findIndex((c) => c.id === (over?.id ?? active.id));
  const target = cards[(at === -1 ? cards.findIndex((c) => c.id === active.id) : at) + (event.code === "ArrowDown" ? 1 : -1)];
  return target ? { x: currentCoordinates.x, y: target.rect.top } : currentCoordinates;
};
