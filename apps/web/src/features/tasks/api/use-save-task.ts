import { unwrap } from "@cortege/api-client";
import type { tasksContract } from "@cortege/domain";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { putTask } from "../components/board-edits.ts";
import type { TaskBody } from "../components/task-form-values.ts";
import { useBoardCache } from "./use-board-cache.ts";

export type SaveTaskInput = { boardId: string; listId: string; taskId?: string | undefined; task: TaskBody };

/** POST task/task/create or task/task/update (the whole task; its e-mail is rescheduled by the server). */
export function useSaveTask() {
  const cache = useBoardCache();
  return useMutation({
    mutationFn: async ({ boardId, listId, taskId, task }: SaveTaskInput) =>
      unwrap(
        taskId
          ? await apiClient.call<typeof tasksContract.taskUpdate>({
              method: "POST",
              path: "task/task/update",
              body: { vendorId: cache.vendorId, boardId, listId, taskId, ...task },
            })
          : await apiClient.call<typeof tasksContract.taskCreate>({
              method: "POST",
              path: "task/task/create",
              body: { vendorId: cache.vendorId, boardId, listId, ...task },
            }),
      ),
    onSuccess: (task) => cache.edit(task.boardId, (board) => putTask(board, task)),
  });
}
