import { unwrap } from "@cortege/api-client";
import type { NotificationListResponse, notificationsContract } from "@cortege/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { notificationQueryKeys } from "./notification-query-keys.ts";

/** Like the messages counter (part 1 §9), the bell is refreshed at most every 10 s. */
export const NOTIFICATIONS_REFRESH_MS = 10_000;

export type NotificationListParams = { page: number; limit: number; isRead?: boolean | undefined };

/** GET vendors/notifications (notifications service): one page, newest first, with the unread count. */
export async function fetchNotificationList(vendorId: string, params: NotificationListParams): Promise<NotificationListResponse> {
  const empty: NotificationListResponse = { notifications: [], total: 0, unreadCount: 0, page: params.page, limit: params.limit };
  return unwrap(
    await apiClient.call<typeof notificationsContract.list>({
      service: "notifications",
      method: "GET",
      path: "vendors/notifications",
      query: {
        vendorId,
        page: params.page,
        limit: params.limit,
        ...(params.isRead === undefined ? {} : { isRead: params.isRead }),
      },
      emptyList: empty,
    }),
  );
}

export const notificationListQueryOptions = (vendorId: string, params: NotificationListParams) =>
  queryOptions({
    queryKey: [...notificationQueryKeys.lists(vendorId), params],
    queryFn: () => fetchNotificationList(vendorId, params),
    placeholderData: keepPreviousData,
    staleTime: NOTIFICATIONS_REFRESH_MS,
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
  });

export function useNotificationList(vendorId: string, params: NotificationListParams) {
  return useQuery({ ...notificationListQueryOptions(vendorId, params), enabled: vendorId !== "" });
}
