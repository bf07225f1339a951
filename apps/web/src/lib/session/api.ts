import {
  createApiClient,
  createLocalStorageSessionStore,
  createMemorySessionStore,
  createUserApi,
  createVendorApi,
} from "@cortege/api-client";
import { browserStorage } from "./browser-storage.ts";
import { fetchInOwnTask } from "./fetch-in-own-task.ts";
import { createObservableSessionStore } from "./observable-session-store.ts";
import { emitSessionExpired } from "./session-expiry.ts";

const storage = browserStorage();
const origin = window.location.origin;

export const sessionStore = createObservableSessionStore(
  storage ? createLocalStorageSessionStore(storage) : createMemorySessionStore(),
);

/** The one client of the app: one place holds the session, so a refresh is shared by every call. */
export const apiClient = createApiClient({
  baseUrls: {
    main: `${origin}/api`,
    messaging: `${origin}/api/messaging`,
    notifications: `${origin}/api/notifications`,
    search: `${origin}/api/search`,
  },
  session: sessionStore,
  fetch: fetchInOwnTask,
  onSessionExpired: emitSessionExpired,
});

export const userApi = createUserApi(apiClient);
export const vendorApi = createVendorApi(apiClient);
