import { Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { PageLoader } from "../components/page-loader.tsx";
import { SessionExpiryWatcher } from "../lib/session/session-expiry-watcher.tsx";
import { SessionKeepAlive } from "../lib/session/session-keep-alive.tsx";

export function RootLayout() {
  return (
    <>
      <SessionExpiryWatcher />
      <SessionKeepAlive />
      <ScrollRestoration />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
