import { unwrap } from "@cortege/api-client";
import type { tasksContract } from "@cortege/domain";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { putList } from "../components/board-edits.ts";
import { useBoardCache } from "./use-board-cache.ts";

export type ListValues = { name: string; enableNotifications: boolean; notificationDaysBefore: number };
export type SaveListInput = { boardId: string; listId?: string | undefined; values: ListValues; position?: number | undefined };

/** POST task/list/create or task/list/update: the answer (the list) takes its place on the board. */
export function useSaveList() {
  const cache = useBoardCache();
  return useMutation({
    mutationFn: async ({ boardId, listId, values, position }: SaveListInput) =>
      unwrap(
        listId
          ? await apiClient.call<typeof tasksContract.listUpdate>({
              method: "POST",
              path: "task/list/update",
              body: { vendorId: cache.vendorId, boardId, listId, ...values, position },
            })
          : await apiClient.call<typeof tasksContract.listCreate>({
              method: "POST",
              path: "task/list/create",
              body: { vendorId: cache.vendorId, boardId, ...values, position },
            }),
      ),
    onSuccess: (list) => cache.edit(list.boardId, (board) => putList(board, list)),
  });
}
