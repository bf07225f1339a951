import { unwrap } from "@cortege/api-client";
import type { notificationsContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { notificationQueryKeys } from "./notification-query-keys.ts";

/** POST vendors/notifications/delete: gone from the bell and the list. */
export async function deleteNotifications(vendorId: string, notificationIds: string[]): Promise<number> {
  return unwrap(
    await apiClient.call<typeof notificationsContract.delete>({
      service: "notifications",
      method: "POST",
      path: "vendors/notifications/delete",
      body: { vendorId, notificationIds },
    }),
  ).count;
}

export function useDeleteNotifications(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => deleteNotifications(vendorId, ids),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: notificationQueryKeys.lists(vendorId) }),
  });
}
