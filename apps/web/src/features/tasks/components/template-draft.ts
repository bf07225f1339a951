import type { BoardConfig, BoardSummary, EventType } from "@cortege/domain";

/** The template of each event type being edited ("" = none) and the default board ("" = none). */
export type TemplateDraft = { byType: Partial<Record<EventType, string>>; defaultBoardId: string };

export function draftOf(config: BoardConfig, boards: readonly BoardSummary[]): TemplateDraft {
  // A template or default whose board is gone is shown as none, and saved so.
  const exists = (id: string | null) => id !== null && boards.some((b) => b.boardId === id);
  const byType: Partial<Record<EventType, string>> = {};
  for (const template of config.boardTemplates) if (exists(template.boardId)) byType[template.eventType] = template.boardId;
  return { byType, defaultBoardId: exists(config.defaultBoardId) ? (config.defaultBoardId as string) : "" };
}

/** What task/board/config/update takes: one template per chosen type, in the order of the types. */
export function configOf(draft: TemplateDraft, order: readonly EventType[]): BoardConfig {
  return {
    boardTemplates: order.flatMap((eventType) => {
      const boardId = draft.byType[eventType];
      return boardId ? [{ boardId, eventType }] : [];
    }),
    defaultBoardId: draft.defaultBoardId === "" ? null : draft.defaultBoardId,
  };
}
