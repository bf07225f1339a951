import { unwrap } from "@cortege/api-client";
import type { BoardConfig, tasksContract } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { taskQueryKeys } from "./task-query-keys.ts";

/** GET task/board/config: the template board of each event type and the default board. */
export async function fetchBoardConfig(vendorId: string): Promise<BoardConfig> {
  return unwrap(
    await apiClient.call<typeof tasksContract.boardConfig>({
      method: "GET",
      path: "task/board/config",
      query: { vendorId },
      emptyList: { boardTemplates: [], defaultBoardId: null },
    }),
  );
}

export const boardConfigQueryOptions = (vendorId: string) =>
  queryOptions({ queryKey: taskQueryKeys.config(vendorId), queryFn: () => fetchBoardConfig(vendorId) });

export function useBoardConfig() {
  const vendorId = useVendorId();
  return useQuery(boardConfigQueryOptions(vendorId));
}
