type Listener = () => void;

const listeners = new Set<Listener>();

/** Given to the api client: a refresh failed, the session is already cleared. */
export function emitSessionExpired(): void {
  for (const listener of listeners) listener();
}

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
