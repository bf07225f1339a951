import { useCallback } from "react";
import { userApi } from "./api.ts";
import { useEndSession } from "./use-end-session.ts";

/**
 * The logout buttons: the server ends the login (its tokens stop working, even a leaked copy) while
 * the app forgets it at once; an unreachable server does not hold the user on the page.
 */
export function useLogout(): () => void {
  const endSession = useEndSession();
  return useCallback(() => {
    void userApi.logout();
    endSession();
  }, [endSession]);
}
