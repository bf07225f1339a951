import { useQuery } from "@tanstack/react-query";
import { pushSupported, SERVICE_WORKER_URL } from "./register-push-endpoint.ts";

export const pushSubscribedQueryKey = ["notifications", "push-subscribed"] as const;

/**
 * Whether this browser already receives the push messages (its service worker holds a subscription): the
 * device card then says so instead of offering it again after a reload.
 */
export async function isPushSubscribed(): Promise<boolean> {
  if (!pushSupported()) return false;
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  return Boolean(await registration?.pushManager.getSubscription());
}

export function usePushSubscribed() {
  return useQuery({ queryKey: pushSubscribedQueryKey, queryFn: isPushSubscribed, staleTime: Number.POSITIVE_INFINITY });
}
