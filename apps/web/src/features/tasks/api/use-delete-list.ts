import { unwrap } from "@cortege/api-client";
import type { tasksContract } from "@cortege/domain";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { dropList } from "../components/board-edits.ts";
import { useBoardCache } from "./use-board-cache.ts";

/** POST task/list/delete {boardId, listId}: the list and its tasks leave the board locally (spec §4). */
export function useDeleteList() {
  const cache = useBoardCache();
  return useMutation({
    mutationFn: async ({ boardId, listId }: { boardId: string; listId: string }) =>
      unwrap(
        await apiClient.call<typeof tasksContract.listDelete>({
          method: "POST",
          path: "task/list/delete",
          body: { vendorId: cache.vendorId, boardId, listId },
        }),
      ),
    onSuccess: ({ boardId, listId }) => cache.edit(boardId, (board) => dropList(board, listId)),
  });
}
