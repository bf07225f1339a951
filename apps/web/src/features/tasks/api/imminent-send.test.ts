import type { Board, Task } from "@cortege/domain";
import { describe, expect, it } from "vitest";
import { imminentSend } from "./imminent-send.ts";

const now = Date.parse("2027-06-12T09:00:00.000Z");
const email = (sendStatus: "SCHEDULED" | "SENT" | "FAILED" | "RETRYING" | "UNSCHEDULED", dueDate: string | null): Task => ({
  taskId: "t",
  boardId: "b",
  listId: "l",
  name: "Menu",
  description: null,
  dueDate,
  numberOfDays: null,
  position: 0,
  createdAt: "",
  updatedAt: "",
  type: "SCHEDULED_EMAIL",
  from: "a@b.fr",
  fromName: null,
  object: "o",
  body: "b",
  emails: [],
  sendCopyToSelf: false,
  filename: null,
  listIdDone: null,
  sendStatus,
  sendError: null,
  sentAt: null,
});
const boardWith = (task: Task): Board => ({
  boardId: "b",
  name: "B",
  eventId: null,
  createdAt: "",
  lists: [
    { listId: "l", boardId: "b", name: "L", position: 0, enableNotifications: false, notificationDaysBefore: 0, tasks: [task] },
  ],
});

describe("imminentSend: when the open board watches for a sending", () => {
  it.each([
    ["due a minute ago, still scheduled", email("SCHEDULED", "2027-06-12T08:59:00.000Z"), true],
    ["due in 5 minutes", email("SCHEDULED", "2027-06-12T09:05:00.000Z"), true],
    ["being retried", email("RETRYING", "2027-06-12T08:00:00.000Z"), true],
    ["due tomorrow", email("SCHEDULED", "2027-06-13T09:00:00.000Z"), false],
    ["already sent", email("SENT", "2027-06-12T08:59:00.000Z"), false],
    ["failed for good", email("FAILED", "2027-06-12T08:59:00.000Z"), false],
    ["without a date", email("UNSCHEDULED", null), false],
  ])("%s", (_, task, expected) => {
    expect(imminentSend(boardWith(task), now)).toBe(expected);
  });
  it("not before the board is loaded", () => {
    expect(imminentSend(undefined, now)).toBe(false);
  });
});
