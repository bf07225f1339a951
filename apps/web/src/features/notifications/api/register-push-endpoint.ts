import { unwrap } from "@cortege/api-client";
import type { NotificationEndpoint, notificationsContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";

export const SERVICE_WORKER_URL = "/notifications-sw.js";

/** Push needs a service worker, the Push API and a secure context (localhost counts). */
export const pushSupported = () =>
  typeof window !== "undefined" && window.isSecureContext && "serviceWorker" in navigator && "PushManager" in window;

const fromBase64Url = (value: string) => {
  const base64 = (value + "=".repeat((4 - (value.length % 4)) % 4)).replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
};

/**
 * This device receives the push messages: asks the permission, subscribes with the server's VAPID
 * key (GET notification-endpoints/vapid-public-key) and registers the subscription
 * (POST notification-endpoints/register), once per device.
 */
export async function registerPushEndpoint(userId: string): Promise<NotificationEndpoint> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new Error("permission-denied");
  const { publicKey } = unwrap(
    await apiClient.call<typeof notificationsContract.vapidPublicKey>({
      service: "notifications",
      method: "GET",
      path: "notification-endpoints/vapid-public-key",
    }),
  );
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64Url(publicKey) }));
  const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  return unwrap(
    await apiClient.call<typeof notificationsContract.registerEndpoint>({
      service: "notifications",
      method: "POST",
      path: "notification-endpoints/register",
      body: { userId, endpoint: json.endpoint, keys: json.keys, userAgent: navigator.userAgent.slice(0, 500) },
    }),
  );
}

export function useRegisterPushEndpoint(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => registerPushEndpoint(userId ?? ""),
    // This device now holds a subscription (the card's « already on » state reads it).
    onSuccess: () => queryClient.setQueryData(["notifications", "push-subscribed"], true),
  });
}
