import type { SessionStore, StoredSession } from "./stored-session.ts";

/** For tests and for places without localStorage (server-side rendering, workers). */
export function createMemorySessionStore(initial: StoredSession | null = null): SessionStore {
  // Copies keep callers from mutating the stored session behind the store's back.
  let current = initial ? { ...initial } : null;
  return {
    load: () => (current ? { ...current } : null),
    save: (session) => {
      current = { ...session };
    },
    clear: () => {
      current = null;
    },
  };
}
