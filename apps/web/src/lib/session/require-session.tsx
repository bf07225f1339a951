import { Navigate, Outlet, useLocation } from "react-router";
import { paths } from "../../config/paths.ts";
import type { LoginLocationState } from "./login-location-state.ts";
import { useSession } from "./use-session.ts";

/** Part 1 §2: without a valid session, only /connexion and the other public pages can be reached. */
export function RequireSession() {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  if (!isAuthenticated) {
    const state: LoginLocationState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Outlet />;
}
