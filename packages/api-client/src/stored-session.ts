/** What the client keeps between page loads to call the API on the user's behalf. */
export type StoredSession = {
  userId: string;
  token: string;
  refreshToken: string;
  /** Epoch ms; recorded by the client, slightly before the server's expiry, to refresh early. */
  tokenExpiresAt: number;
};

/** Synchronous on purpose: route guards decide before the first render. */
export type SessionStore = {
  load(): StoredSession | null;
  save(session: StoredSession): void;
  clear(): void;
};
