import { type ApiClientOptions, createApiClient } from "../api-client.ts";
import { createMemorySessionStore } from "../memory-session-store.ts";
import type { StoredSession } from "../stored-session.ts";
import { createFakeFetch, type FakeHandler } from "./fake-fetch.ts";

export const baseUrls = {
  main: "http://api.test/api",
  messaging: "http://api.test/messaging/",
  notifications: "http://api.test/notifications",
  search: "http://api.test/search",
};

export const NOW = 1_750_000_000_000;

export const signedIn: StoredSession = {
  userId: "u-1",
  token: "old-token",
  refreshToken: "old-refresh",
  tokenExpiresAt: NOW + 1,
};

type SetupOptions = Partial<Omit<ApiClientOptions, "session" | "fetch">> & { session?: StoredSession | null };

/** A client over a fake fetch and a memory store, with a fixed clock and a counted expiry callback. */
export function setupClient(handler: FakeHandler, { session = signedIn, ...options }: SetupOptions = {}) {
  const fake = createFakeFetch(handler);
  const store = createMemorySessionStore(session);
  const expired = { count: 0 };
  const client = createApiClient({
    baseUrls,
    session: store,
    fetch: fake.fetch,
    now: () => NOW,
    onSessionExpired: () => {
      expired.count += 1;
    },
    ...options,
  });
  return { client, calls: fake.calls, store, expired };
}
