import { unwrap } from "@cortege/api-client";
import type { notificationsContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { notificationQueryKeys } from "./notification-query-keys.ts";

/** POST vendors/notifications/mark-all-read {vendorId, markAll}. */
export async function markAllNotificationsRead(vendorId: string): Promise<number> {
  return unwrap(
    await apiClient.call<typeof notificationsContract.markAllRead>({
      service: "notifications",
      method: "POST",
      path: "vendors/notifications/mark-all-read",
      body: { vendorId, markAll: true },
    }),
  ).count;
}

export function useMarkAllNotificationsRead(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllNotificationsRead(vendorId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: notificationQueryKeys.lists(vendorId) }),
  });
}
