import { unwrap } from "@cortege/api-client";
import type { BoardSummary, tasksContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { taskQueryKeys } from "./task-query-keys.ts";

/** POST task/board/delete {boardId}: the board leaves the lists at once (spec §4), its e-mails are cancelled. */
export function useDeleteBoard() {
  const vendorId = useVendorId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (boardId: string) =>
      unwrap(
        await apiClient.call<typeof tasksContract.boardDelete>({
          method: "POST",
          path: "task/board/delete",
          body: { vendorId, boardId },
        }),
      ),
    onSuccess: ({ boardId }) => {
      queryClient.setQueriesData<BoardSummary[]>({ queryKey: taskQueryKeys.boards(vendorId) }, (boards) =>
        boards?.filter((b) => b.boardId !== boardId),
      );
      queryClient.removeQueries({ queryKey: taskQueryKeys.board(vendorId, boardId) });
      // A template that is deleted is no longer one.
      void queryClient.invalidateQueries({ queryKey: taskQueryKeys.config(vendorId) });
    },
  });
}
