import { unwrap } from "@cortege/api-client";
import type { BoardConfig, tasksContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { taskQueryKeys } from "./task-query-keys.ts";

/** POST task/board/config/update: the whole configuration (templates per event type, default board). */
export function useUpdateBoardConfig() {
  const vendorId = useVendorId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (config: BoardConfig) =>
      unwrap(
        await apiClient.call<typeof tasksContract.boardConfigUpdate>({
          method: "POST",
          path: "task/board/config/update",
          body: { vendorId, ...config },
        }),
      ),
    onSuccess: (config) => queryClient.setQueryData(taskQueryKeys.config(vendorId), config),
  });
}
