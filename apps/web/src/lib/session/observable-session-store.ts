import type { SessionStore } from "@cortege/api-client";
import { notifyStorageChanged } from "./storage-changes.ts";

/** The api client saves and clears the session on its own (login, refresh, expiry): React must hear of it. */
export function createObservableSessionStore(inner: SessionStore): SessionStore {
  return {
    load: () => inner.load(),
    save(session) {
      inner.save(session);
      notifyStorageChanged();
    },
    clear() {
      inner.clear();
      notifyStorageChanged();
    },
  };
}
