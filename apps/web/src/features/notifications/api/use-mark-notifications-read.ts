import { unwrap } from "@cortege/api-client";
import type { notificationsContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { notificationQueryKeys } from "./notification-query-keys.ts";

/** POST vendors/notifications/mark-read: these become read (a click on one does it too, part 2 §4). */
export async function markNotificationsRead(vendorId: string, notificationIds: string[]): Promise<number> {
  return unwrap(
    await apiClient.call<typeof notificationsContract.markRead>({
      service: "notifications",
      method: "POST",
      path: "vendors/notifications/mark-read",
      body: { vendorId, notificationIds },
    }),
  ).count;
}

export function useMarkNotificationsRead(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => markNotificationsRead(vendorId, ids),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: notificationQueryKeys.lists(vendorId) }),
  });
}
