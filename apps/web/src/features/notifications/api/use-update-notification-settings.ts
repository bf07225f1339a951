import { unwrap } from "@cortege/api-client";
import type { NotificationSettings, NotificationSettingsUpdate, notificationsContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { notificationQueryKeys } from "./notification-query-keys.ts";

/** POST vendors/settings/update. */
export async function updateNotificationSettings(settings: NotificationSettingsUpdate): Promise<NotificationSettings> {
  return unwrap(
    await apiClient.call<typeof notificationsContract.updateSettings>({
      service: "notifications",
      method: "POST",
      path: "vendors/settings/update",
      body: settings,
    }),
  );
}

export function useUpdateNotificationSettings(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: Omit<NotificationSettingsUpdate, "vendorId">) => updateNotificationSettings({ ...settings, vendorId }),
    onSuccess: (saved) => queryClient.setQueryData(notificationQueryKeys.settings(vendorId), saved),
  });
}
