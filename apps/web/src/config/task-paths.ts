import { paths } from "./paths.ts";

/** The full view of one board. */
export const boardPath = (boardId: string) => paths.taskBoard.replace(":boardId", encodeURIComponent(boardId));
