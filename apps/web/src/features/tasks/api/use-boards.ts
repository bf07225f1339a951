import { unwrap } from "@cortege/api-client";
import type { BoardSummary, tasksContract } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { taskQueryKeys } from "./task-query-keys.ts";

/** GET task/boards: free boards and templates, and the boards of events when asked. */
export async function fetchBoards(vendorId: string, includeEventBoards: boolean): Promise<BoardSummary[]> {
  const answer = unwrap(
    await apiClient.call<typeof tasksContract.boards>({
      method: "GET",
      path: "task/boards",
      query: { vendorId, includeEventBoards },
      emptyList: { boards: [] },
    }),
  );
  return answer.boards;
}

export const boardsQueryOptions = (vendorId: string, includeEventBoards: boolean) =>
  queryOptions({
    queryKey: taskQueryKeys.boardList(vendorId, includeEventBoards),
    queryFn: () => fetchBoards(vendorId, includeEventBoards),
  });

export function useBoards(includeEventBoards = false) {
  const vendorId = useVendorId();
  return useQuery(boardsQueryOptions(vendorId, includeEventBoards));
}
