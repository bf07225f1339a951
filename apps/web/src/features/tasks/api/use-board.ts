import { unwrap } from "@cortege/api-client";
import type { Board, tasksContract } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { imminentSend, SEND_WATCH_INTERVAL_MS } from "./imminent-send.ts";
import { taskQueryKeys } from "./task-query-keys.ts";

/** GET task/board: one board with its lists and tasks, in position order. */
export async function fetchBoard(vendorId: string, boardId: string): Promise<Board> {
  return unwrap(
    await apiClient.call<typeof tasksContract.board>({ method: "GET", path: "task/board", query: { vendorId, boardId } }),
  );
}

export const boardQueryOptions = (vendorId: string, boardId: string) =>
  queryOptions({
    queryKey: taskQueryKeys.board(vendorId, boardId),
    queryFn: () => fetchBoard(vendorId, boardId),
    refetchInterval: (query) => (imminentSend(query.state.data, Date.now()) ? SEND_WATCH_INTERVAL_MS : false),
  });

export function useBoard(boardId: string) {
  const vendorId = useVendorId();
  return useQuery(boardQueryOptions(vendorId, boardId));
}
