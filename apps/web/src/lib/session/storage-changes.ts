type Listener = () => void;

const listeners = new Set<Listener>();

/** Tells the React tree that the stored session or app state changed in this tab. */
export function notifyStorageChanged(): void {
  for (const listener of listeners) listener();
}

/**
 * For useSyncExternalStore. The browser's "storage" event covers the other tabs: signing out in one
 * tab signs out all of them.
 */
export function subscribeToStorage(listener: Listener): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}
