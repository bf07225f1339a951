import { storageKeys } from "./storage-keys.ts";
import type { SessionStore, StoredSession } from "./stored-session.ts";

export function createLocalStorageSessionStore(storage: Storage = globalThis.localStorage): SessionStore {
  return {
    load() {
      let values: (string | null)[];
      try {
        values = [storageKeys.userId, storageKeys.token, storageKeys.refreshToken, storageKeys.tokenExpiresAt].map((key) =>
          storage.getItem(key),
        );
      } catch {
        // Storage can be forbidden (privacy settings): behave as signed out rather than crash the app.
        return null;
      }
      const [userId, token, refreshToken, expiresAt] = values;
      const tokenExpiresAt = Number(expiresAt);
      // A half-written or hand-edited session is no session: the user signs in again.
      if (!userId || !token || !refreshToken || !expiresAt || !Number.isFinite(tokenExpiresAt)) return null;
      return { userId, token, refreshToken, tokenExpiresAt };
    },
    save(session: StoredSession) {
      storage.setItem(storageKeys.userId, session.userId);
      storage.setItem(storageKeys.token, session.token);
      storage.setItem(storageKeys.refreshToken, session.refreshToken);
      storage.setItem(storageKeys.tokenExpiresAt, String(session.tokenExpiresAt));
    },
    clear() {
      for (const key of Object.values(storageKeys)) storage.removeItem(key);
    },
  };
}
