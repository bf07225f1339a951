import { describe, expect, it } from "vitest";
import { moveTask, removeTask, reorder, type TaskPlacement } from "./positions.ts";

const board: TaskPlacement[] = [
  { taskId: "a", listId: "L1", position: 0 },
  { taskId: "b", listId: "L1", position: 1 },
  { taskId: "c", listId: "L1", position: 5 },
  { taskId: "d", listId: "L2", position: 0 },
  { taskId: "e", listId: "L2", position: 1 },
  { taskId: "z", listId: "L3", position: 7 },
];
const order = (placements: TaskPlacement[], listId: string) =>
  placements
    .filter((p) => p.listId === listId)
    .sort((x, y) => x.position - y.position)
    .map((p) => `${p.taskId}${p.position}`)
    .join(" ");

describe("moveTask renumbers the lists it touches from 0", () => {
  it.each([
    { what: "to the end of another list", taskId: "a", to: "L2", index: undefined, L1: "b0 c1", L2: "d0 e1 a2" },
    { what: "to the top of another list", taskId: "c", to: "L2", index: 0, L1: "a0 b1", L2: "c0 d1 e2" },
    { what: "between two tasks", taskId: "b", to: "L2", index: 1, L1: "a0 c1", L2: "d0 b1 e2" },
    { what: "beyond the end (clamped)", taskId: "a", to: "L2", index: 99, L1: "b0 c1", L2: "d0 e1 a2" },
    { what: "below 0 (clamped)", taskId: "e", to: "L1", index: -3, L1: "e0 a1 b2 c3", L2: "d0" },
    { what: "inside its own list, up", taskId: "c", to: "L1", index: 0, L1: "c0 a1 b2", L2: "" },
    { what: "inside its own list, down", taskId: "a", to: "L1", index: 2, L1: "b0 c1 a2", L2: "" },
    { what: "to an empty list", taskId: "d", to: "L9", index: undefined, L1: "", L2: "e0" },
  ])("$what", ({ taskId, to, index, L1, L2 }) => {
    const result = moveTask(board, taskId, to, index);
    if (L1) expect(order(result, "L1")).toBe(L1);
    if (L2) expect(order(result, "L2")).toBe(L2);
    expect(result.find((p) => p.taskId === taskId)?.listId).toBe(to);
    // The other lists are not in the answer: they did not move.
    expect(result.some((p) => p.listId === "L3")).toBe(false);
    for (const listId of new Set(result.map((p) => p.listId))) {
      const positions = result.filter((p) => p.listId === listId).map((p) => p.position);
      expect(positions.sort((x, y) => x - y)).toEqual(positions.map((_, i) => i));
    }
  });

  it("changes nothing for an unknown task", () => {
    expect(moveTask(board, "nope", "L1")).toEqual([]);
  });
});

describe("removeTask and reorder", () => {
  it.each([
    { taskId: "a", expected: "b0 c1", listId: "L1" },
    { taskId: "c", expected: "a0 b1", listId: "L1" },
    { taskId: "d", expected: "e0", listId: "L2" },
  ])("removing $taskId closes the gap", ({ taskId, expected, listId }) => {
    expect(order(removeTask(board, taskId), listId)).toBe(expected);
  });

  it.each([
    { ids: ["x", "y", "z"], id: "z", index: 0, expected: ["z", "x", "y"] },
    { ids: ["x", "y", "z"], id: "x", index: 1, expected: ["y", "x", "z"] },
    { ids: ["x", "y", "z"], id: "x", index: 10, expected: ["y", "z", "x"] },
    { ids: ["x", "y"], id: "w", index: 0, expected: ["x", "y"] },
  ])("reorder $id to $index", ({ ids, id, index, expected }) => {
    expect(reorder(ids, id, index)).toEqual(expected);
  });
});
