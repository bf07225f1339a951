import { describe, expect, it } from "vitest";
import { configOf, draftOf } from "./template-draft.ts";

const summary = (boardId: string) => ({ boardId, name: boardId, eventId: null, listCount: 3, taskCount: 0, createdAt: "" });

describe("the templates per event type", () => {
  it("round-trips, in the order of the types", () => {
    const config = {
      boardTemplates: [
        { boardId: "seminaire", eventType: "SEMINAR" as const },
        { boardId: "mariage", eventType: "WEDDING" as const },
      ],
      defaultBoardId: "base",
    };
    const draft = draftOf(config, [summary("mariage"), summary("seminaire"), summary("base")]);
    expect(configOf(draft, ["WEDDING", "CONFERENCE", "SEMINAR"])).toEqual({
      boardTemplates: [
        { boardId: "mariage", eventType: "WEDDING" },
        { boardId: "seminaire", eventType: "SEMINAR" },
      ],
      defaultBoardId: "base",
    });
  });

  it("a board that is gone is shown and saved as none", () => {
    const draft = draftOf({ boardTemplates: [{ boardId: "gone", eventType: "WEDDING" }], defaultBoardId: "gone" }, []);
    expect(configOf(draft, ["WEDDING"])).toEqual({ boardTemplates: [], defaultBoardId: null });
  });

  it("a type set back to none is left out", () => {
    expect(configOf({ byType: { WEDDING: "" }, defaultBoardId: "" }, ["WEDDING"])).toEqual({
      boardTemplates: [],
      defaultBoardId: null,
    });
  });
});
