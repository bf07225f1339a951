import type { Notification } from "@cortege/domain";
import { useNavigate } from "react-router";
import { useMarkNotificationsRead } from "../api/use-mark-notifications-read.ts";
import { openNotification } from "./open-notification.ts";

/** A click: the notification becomes read (part 2 §4), then its link opens by the click rule (§2). */
export function useOpenNotification(vendorId: string, after?: () => void) {
  const navigate = useNavigate();
  const markRead = useMarkNotificationsRead(vendorId);
  return (n: Notification) => {
    if (!n.isRead) markRead.mutate([n.id]);
    after?.();
    openNotification(n.url, navigate);
  };
}
