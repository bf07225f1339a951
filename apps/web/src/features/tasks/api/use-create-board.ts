import { unwrap } from "@cortege/api-client";
import type { tasksContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { taskQueryKeys } from "./task-query-keys.ts";

/** POST task/board/create: a free board with the lists « À faire », « En cours », « Fait ». */
export function useCreateBoard() {
  const vendorId = useVendorId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) =>
      unwrap(
        await apiClient.call<typeof tasksContract.boardCreate>({
          method: "POST",
          path: "task/board/create",
          body: { vendorId, name },
        }),
      ),
    onSuccess: (board) => {
      queryClient.setQueryData(taskQueryKeys.board(vendorId, board.boardId), board);
      void queryClient.invalidateQueries({ queryKey: taskQueryKeys.boards(vendorId) });
    },
  });
}
