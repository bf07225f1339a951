import { useMemo, useSyncExternalStore } from "react";
import { type AppState, parseAppState, readRawAppState } from "./app-state.ts";
import { subscribeToStorage } from "./storage-changes.ts";

export function useAppState(): AppState {
  // The raw string is the snapshot: stable between renders, unlike a freshly parsed object.
  const raw = useSyncExternalStore(subscribeToStorage, readRawAppState);
  return useMemo(() => parseAppState(raw), [raw]);
}
