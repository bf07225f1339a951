import type { Board, Task } from "@cortege/domain";
import { describe, expect, it } from "vitest";
import { columnsOf, crossInto, dropList, dropTarget, dropTask, moveTaskInBoard, putTask } from "./board-edits.ts";

const task = (taskId: string, listId: string, position: number): Task => ({
  taskId,
  boardId: "b",
  listId,
  name: taskId,
  description: null,
  dueDate: null,
  numberOfDays: null,
  position,
  createdAt: "2027-01-01T00:00:00.000Z",
  updatedAt: "2027-01-01T00:00:00.000Z",
  type: "BASE_TASK",
  items: [],
});

const list = (listId: string, position: number, ids: string[]) => ({
  listId,
  boardId: "b",
  name: listId,
  position,
  enableNotifications: false,
  notificationDaysBefore: 0,
  tasks: ids.map((id, i) => task(id, listId, i)),
});

const board: Board = {
  boardId: "b",
  name: "Mariage",
  eventId: null,
  createdAt: "2027-01-01T00:00:00.000Z",
  lists: [list("todo", 0, ["a", "b", "c"]), list("doing", 1, ["d"]), list("done", 2, [])],
};

const shape = (b: Board) =>
  Object.fromEntries(b.lists.map((l) => [l.listId, l.tasks.map((t) => `${t.taskId}@${t.position}:${t.listId}`)]));

describe("moveTaskInBoard: the optimistic move", () => {
  it.each([
    [
      "to the end of another list",
      "a",
      "doing",
      undefined,
      { todo: ["b@0:todo", "c@1:todo"], doing: ["d@0:doing", "a@1:doing"] },
    ],
    ["to the top of another list", "c", "doing", 0, { todo: ["a@0:todo", "b@1:todo"], doing: ["c@0:doing", "d@1:doing"] }],
    ["into an empty list", "b", "done", 0, { todo: ["a@0:todo", "c@1:todo"], done: ["b@0:done"] }],
    ["down inside its list", "a", "todo", 2, { todo: ["b@0:todo", "c@1:todo", "a@2:todo"] }],
    ["up inside its list", "c", "todo", 0, { todo: ["c@0:todo", "a@1:todo", "b@2:todo"] }],
    ["past the end (clamped)", "a", "doing", 99, { doing: ["d@0:doing", "a@1:doing"] }],
  ] as const)("%s", (_, taskId, toListId, index, expected) => {
    expect(shape(moveTaskInBoard(board, taskId, toListId, index))).toMatchObject(expected);
  });

  it("leaves the board alone for an unknown task or list", () => {
    expect(moveTaskInBoard(board, "zz", "doing")).toBe(board);
    expect(moveTaskInBoard(board, "a", "nowhere")).toBe(board);
  });

  it("does not touch the lists the card neither leaves nor enters", () => {
    const moved = moveTaskInBoard(board, "a", "doing");
    expect(moved.lists[2]).toBe(board.lists[2]);
  });
});

describe("deleting removes the item locally", () => {
  it("a task: its list closes the gap from 0", () => {
    expect(shape(dropTask(board, "a")).todo).toEqual(["b@0:todo", "c@1:todo"]);
  });
  it("a list: the others are numbered again", () => {
    const after = dropList(board, "todo");
    expect(after.lists.map((l) => [l.listId, l.position])).toEqual([
      ["doing", 0],
      ["done", 1],
    ]);
  });
});

describe("putTask: a saved task in place", () => {
  it("replaces an edited task where it was", () => {
    const renamed = { ...task("b", "todo", 1), name: "Menu" };
    const after = putTask(board, renamed);
    expect(after.lists[0]?.tasks.map((t) => t.name)).toEqual(["a", "Menu", "c"]);
  });
  it("adds a created task at its position", () => {
    expect(shape(putTask(board, task("n", "doing", 1))).doing).toEqual(["d@0:doing", "n@1:doing"]);
  });
});

describe("dragging: the held card and where it lands", () => {
  const columns = columnsOf(board);

  it("shows the held card in the list it is over, before the card it is over", () => {
    expect(crossInto(columns, "a", "d")).toEqual({ todo: ["b", "c"], doing: ["a", "d"], done: [] });
  });
  it("at the end of a list held over the list itself", () => {
    expect(crossInto(columns, "a", "done")).toEqual({ todo: ["b", "c"], doing: ["d"], done: ["a"] });
  });
  it("changes nothing while the card stays over its own list", () => {
    expect(crossInto(columns, "a", "c")).toBe(columns);
  });
  it.each([
    ["over a card of its list: takes its place", columns, "a", "c", { listId: "todo", index: 2 }],
    ["over its own list: stays", columns, "b", "todo", { listId: "todo", index: 1 }],
    ["already shown in another list: where it is shown", crossInto(columns, "a", "d"), "a", "a", { listId: "doing", index: 0 }],
    ["over an empty list", crossInto(columns, "a", "done"), "a", "done", { listId: "done", index: 0 }],
  ] as const)("drop %s", (_, cols, active, over, expected) => {
    expect(dropTarget(cols, active, over)).toEqual(expected);
  });
  it("nowhere when the card is over nothing known", () => {
    expect(dropTarget(columns, "a", "elsewhere")).toBeNull();
  });
});
