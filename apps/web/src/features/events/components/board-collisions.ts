import { type CollisionDetection, pointerWithin, rectIntersection } from "@dnd-kit/core";

/** The column under the pointer when there is one; with the keyboard, the column the held card covers most. */
export const boardCollisions: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};
