import { unwrap } from "@cortege/api-client";
import type { tasksContract } from "@cortege/domain";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useBoardCache } from "./use-board-cache.ts";

/** POST task/board/update {boardId, name}. */
export function useRenameBoard() {
  const cache = useBoardCache();
  return useMutation({
    mutationFn: async ({ boardId, name }: { boardId: string; name: string }) =>
      unwrap(
        await apiClient.call<typeof tasksContract.boardUpdate>({
          method: "POST",
          path: "task/board/update",
          body: { vendorId: cache.vendorId, boardId, name },
        }),
      ),
    onSuccess: (board) => cache.edit(board.boardId, (old) => ({ ...old, name: board.name })),
  });
}
