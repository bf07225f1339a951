import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { onSessionExpired } from "./session-expiry.ts";
import { useEndSession } from "./use-end-session.ts";

/** The api client could not refresh the session (part 1 §4): back to /connexion, saying why. */
export function SessionExpiryWatcher() {
  const { t } = useTranslation("errors");
  const endSession = useEndSession();
  useEffect(() => onSessionExpired(() => endSession(t("sessionExpired"))), [endSession, t]);
  return null;
}
