import type { Agent } from "node:https";
import { PUSH_TTL_SECONDS } from "@cortege/domain";
import webpush from "web-push";
import type { VapidKeys } from "./vapid-keys.ts";

export type PushPayload = { title: string; body: string; url: string | null; id: string };
export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };
/** gone: the push service forgot the subscription (404/410), the endpoint is to be removed. */
export type PushResult = "sent" | "gone" | { error: string };

/** Sends one encrypted (aes128gcm) message signed with our VAPID key, with an explicit TTL. */
/** `agent`: tests trust their local push service's self-signed certificate with it. */
export function createPushSender(vapid: VapidKeys, agent?: Agent) {
  return async (target: PushTarget, payload: PushPayload): Promise<PushResult> => {
    try {
      await webpush.sendNotification(target, JSON.stringify(payload), {
        TTL: PUSH_TTL_SECONDS,
        contentEncoding: "aes128gcm",
        urgency: "normal",
        timeout: 10_000,
        ...(agent ? { agent } : {}),
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      });
      return "sent";
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) return "gone";
      return { error: status ? `push service answered ${status}` : String((error as Error).message ?? error) };
    }
  };
}
export type PushSender = ReturnType<typeof createPushSender>;
