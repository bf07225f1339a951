import { unwrap } from "@cortege/api-client";
import type { NotificationSettings, notificationsContract } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { notificationQueryKeys } from "./notification-query-keys.ts";

/** GET vendors/settings (notifications service): channels and kinds, all on by default. */
export async function fetchNotificationSettings(vendorId: string): Promise<NotificationSettings> {
  return unwrap(
    await apiClient.call<typeof notificationsContract.settings>({
      service: "notifications",
      method: "GET",
      path: "vendors/settings",
      query: { vendorId },
    }),
  );
}

export const notificationSettingsQueryOptions = (vendorId: string) =>
  queryOptions({ queryKey: notificationQueryKeys.settings(vendorId), queryFn: () => fetchNotificationSettings(vendorId) });

export function useNotificationSettings(vendorId: string) {
  return useQuery({ ...notificationSettingsQueryOptions(vendorId), enabled: vendorId !== "" });
}
