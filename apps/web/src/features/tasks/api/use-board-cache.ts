import type { Board } from "@cortege/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { taskQueryKeys } from "./task-query-keys.ts";

/**
 * Writes a board's new state where it is shown: its own view and the event page that holds it. The
 * board summaries (counts) are refreshed in the background.
 */
export function useBoardCache() {
  const vendorId = useVendorId();
  const queryClient = useQueryClient();
  const edit = useCallback(
    (boardId: string, change: (board: Board) => Board) => {
      queryClient.setQueryData<Board>(taskQueryKeys.board(vendorId, boardId), (board) => (board ? change(board) : board));
      queryClient.setQueriesData<Board>({ queryKey: ["tasks", vendorId, "event"] }, (board) =>
        board && board.boardId === boardId ? change(board) : board,
      );
      void queryClient.invalidateQueries({ queryKey: taskQueryKeys.boards(vendorId) });
    },
    [queryClient, vendorId],
  );
  const read = useCallback(
    (boardId: string) => queryClient.getQueryData<Board>(taskQueryKeys.board(vendorId, boardId)),
    [queryClient, vendorId],
  );
  return useMemo(() => ({ vendorId, edit, read, queryClient }), [vendorId, edit, read, queryClient]);
}
