import { timingSafeEqual } from "node:crypto";
import { hmac } from "../../platform/auth/secrets.ts";

/** EventSource cannot send an Authorization header: the stream is opened with a short-lived signed ticket. */
export const STREAM_TICKET_TTL_MS = 60_000;

export function signStreamTicket(secret: string, vendorId: string, userId: string, now = Date.now()): string {
  const body = `${vendorId}.${userId}.${now + STREAM_TICKET_TTL_MS}`;
  return `${body}.${hmac(secret, `stream:${body}`)}`;
}

/** The vendor the ticket opens, or null when it is forged, malformed or expired. */
export function verifyStreamTicket(
  secret: string,
  ticket: string,
  now = Date.now(),
): { vendorId: string; userId: string } | null {
  const parts = ticket.split(".");
  if (parts.length !== 4) return null;
  const [vendorId, userId, expires, signature] = parts as [string, string, string, string];
  const expected = hmac(secret, `stream:${vendorId}.${userId}.${expires}`);
  const a = Buffer.from(signature);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return null;
  if (!(Number(expires) > now)) return null;
  return { vendorId, userId };
}
