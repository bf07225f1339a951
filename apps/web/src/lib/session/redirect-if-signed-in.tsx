import { Navigate, Outlet, useLocation } from "react-router";
import { paths } from "../../config/paths.ts";
import { readLoginLocationState } from "./login-location-state.ts";
import { useSession } from "./use-session.ts";

/**
 * The public pages are for signed-out visitors. This is also how a successful login (or the
 * automatic one after confirming the e-mail) leaves them: the session appears, the page is left.
 */
export function RedirectIfSignedIn() {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  if (isAuthenticated) return <Navigate to={readLoginLocationState(location.state).from ?? paths.home} replace />;
  return <Outlet />;
}
