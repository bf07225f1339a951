import { unwrap } from "@cortege/api-client";
import type { tasksContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { taskQueryKeys } from "./task-query-keys.ts";

/** POST task/board/duplicate {boardId, name}: lists and tasks copied, nothing sent yet. */
export function useDuplicateBoard() {
  const vendorId = useVendorId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ boardId, name }: { boardId: string; name: string }) =>
      unwrap(
        await apiClient.call<typeof tasksContract.boardDuplicate>({
          method: "POST",
          path: "task/board/duplicate",
          body: { vendorId, boardId, name },
        }),
      ),
    onSuccess: (board) => {
      queryClient.setQueryData(taskQueryKeys.board(vendorId, board.boardId), board);
      void queryClient.invalidateQueries({ queryKey: taskQueryKeys.boards(vendorId) });
    },
  });
}
