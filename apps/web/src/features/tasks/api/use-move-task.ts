import { unwrap } from "@cortege/api-client";
import type { tasksContract } from "@cortege/domain";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { moveTaskInBoard } from "../components/board-edits.ts";
import { useBoardCache } from "./use-board-cache.ts";

export type MoveTaskInput = { boardId: string; listId: string; taskId: string; newListId: string; position?: number | undefined };

/**
 * POST task/task/move {boardId, listId, taskId, newListId}: the card moves at once; the answer is the
 * whole board, which replaces it (spec §4: the board is reloaded after a move). A refusal puts the
 * board back as it was.
 */
export function useMoveTask() {
  const cache = useBoardCache();
  return useMutation({
    mutationFn: async (input: MoveTaskInput) =>
      unwrap(
        await apiClient.call<typeof tasksContract.taskMove>({
          method: "POST",
          path: "task/task/move",
          body: { vendorId: cache.vendorId, ...input },
        }),
      ),
    onMutate: (input) => {
      const before = cache.read(input.boardId);
      cache.edit(input.boardId, (board) => moveTaskInBoard(board, input.taskId, input.newListId, input.position));
      return { before };
    },
    onError: (_error, input, context) => {
      const before = context?.before;
      if (before) cache.edit(input.boardId, () => before);
    },
    onSuccess: (board) => cache.edit(board.boardId, () => board),
  });
}
