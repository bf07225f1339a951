import { unwrap } from "@cortege/api-client";
import type { tasksContract } from "@cortege/domain";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { dropTask } from "../components/board-edits.ts";
import { useBoardCache } from "./use-board-cache.ts";

type TaskRef = { boardId: string; listId: string; taskId: string };

/** POST task/task/delete {boardId, listId, taskId}: removed locally (spec §4); its e-mail is cancelled. */
export function useDeleteTask() {
  const cache = useBoardCache();
  return useMutation({
    mutationFn: async (ref: TaskRef) =>
      unwrap(
        await apiClient.call<typeof tasksContract.taskDelete>({
          method: "POST",
          path: "task/task/delete",
          body: { vendorId: cache.vendorId, ...ref },
        }),
      ),
    onSuccess: ({ boardId, taskId }) => cache.edit(boardId, (board) => dropTask(board, taskId)),
  });
}
