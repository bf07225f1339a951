import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { PageLoader } from "../components/page-loader.tsx";
import { SessionExpiryWatcher } from "../lib/session/session-expiry-watcher.tsx";
import { SessionKeepAlive } from "../lib/session/session-keep-alive.tsx";
import { RouteErrorBoundary } from "./route-error-boundary.tsx";
import { ScrollRestoration } from "./scroll-restoration.tsx";

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <SessionExpiryWatcher />
      <SessionKeepAlive />
      <ScrollRestoration />
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}
