/** localStorage keys; the app state lives here too so that logout can wipe it (part 1 §4). */
export const storageKeys = {
  appState: "cortege.appState",
  userId: "cortege.userId",
  token: "cortege.token",
  refreshToken: "cortege.refreshToken",
  tokenExpiresAt: "cortege.tokenExpiresAt",
} as const;
