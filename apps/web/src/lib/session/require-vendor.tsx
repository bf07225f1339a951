import Box from "@mui/material/Box";
import { useDeferredValue } from "react";
import { Navigate, Outlet } from "react-router";
import { LoadError } from "../../components/load-error.tsx";
import { PageLoader } from "../../components/page-loader.tsx";
import { paths } from "../../config/paths.ts";
import { useCurrentVendor } from "./use-current-vendor.ts";

/** The back office works on a vendor: a user without one is first asked to create it. */
export function RequireVendor() {
  const { query, vendors } = useCurrentVendor();
  // The list arrives in a store update that React must render at once: the back office behind it (top bar, menu,
  // page) is rendered a moment later in slices, the loader staying until it is ready, so a phone's processor is not
  // held for the whole screen in one go.
  const pending = useDeferredValue(query.isPending);
  if (pending) return <PageLoader />;
  // A failed background refetch keeps the list it had: only a first load that failed blocks the page.
  if (query.isError && query.data === undefined) {
    return (
      <Box component="main" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720, mx: "auto" }}>
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      </Box>
    );
  }
  if (vendors.length === 0) return <Navigate to={paths.welcome} replace />;
  return <Outlet />;
}
