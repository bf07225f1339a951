import { storageKeys } from "@cortege/api-client";
import { browserStorage } from "./browser-storage.ts";
import { notifyStorageChanged } from "./storage-changes.ts";

/** What the app remembers between visits. Lives under the key the api client wipes on logout (part 1 §4). */
export type AppState = { currentVendorId: string | null };

const emptyAppState: AppState = { currentVendorId: null };

export function readRawAppState(): string | null {
  try {
    return browserStorage()?.getItem(storageKeys.appState) ?? null;
  } catch {
    return null;
  }
}

export function parseAppState(raw: string | null): AppState {
  if (raw === null) return emptyAppState;
  try {
    const value: unknown = JSON.parse(raw);
    const id = typeof value === "object" && value !== null ? (value as Record<string, unknown>).currentVendorId : null;
    return { currentVendorId: typeof id === "string" && id !== "" ? id : null };
  } catch {
    // Hand-edited or from an older version: start afresh rather than fail.
    return emptyAppState;
  }
}

export function writeAppState(state: AppState): void {
  try {
    browserStorage()?.setItem(storageKeys.appState, JSON.stringify(state));
  } catch {
    // Full or forbidden storage: the choice only lasts until the next reload.
  }
  notifyStorageChanged();
}
