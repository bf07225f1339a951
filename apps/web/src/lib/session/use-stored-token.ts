import { useSyncExternalStore } from "react";
import { sessionStore } from "./api.ts";
import { subscribeToStorage } from "./storage-changes.ts";

const readToken = () => sessionStore.load()?.token ?? null;

/** The stored access token, re-read whenever the session is saved or cleared (here or in another tab). */
export function useStoredToken(): string | null {
  return useSyncExternalStore(subscribeToStorage, readToken);
}
