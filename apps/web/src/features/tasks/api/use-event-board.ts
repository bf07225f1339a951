import { unwrap } from "@cortege/api-client";
import type { Board, tasksContract } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { taskQueryKeys } from "./task-query-keys.ts";

/** GET task/board/event: the board of an event (made from its template when the event has none yet). */
export async function fetchEventBoard(vendorId: string, eventId: string): Promise<Board> {
  return unwrap(
    await apiClient.call<typeof tasksContract.boardEvent>({
      method: "GET",
      path: "task/board/event",
      query: { vendorId, eventId },
    }),
  );
}

export const eventBoardQueryOptions = (vendorId: string, eventId: string) =>
  queryOptions({ queryKey: taskQueryKeys.eventBoard(vendorId, eventId), queryFn: () => fetchEventBoard(vendorId, eventId) });

export function useEventBoard(eventId: string) {
  const vendorId = useVendorId();
  return useQuery(eventBoardQueryOptions(vendorId, eventId));
}
