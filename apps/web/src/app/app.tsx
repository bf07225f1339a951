import { BrowserRouter } from "react-router";
import { createQueryClient } from "../lib/query-client.ts";
import { userVendorsQueryOptions } from "../lib/session/use-user-vendors.ts";
import { AppProviders } from "./providers.tsx";
import { AppRoutes, opensInBackOffice } from "./router.tsx";

const queryClient = createQueryClient();
// The vendor list the frame waits for is asked for as the app starts, with the frame's code, rather than once the first
// render has run: one round trip less before the first back-office screen on a phone.
if (opensInBackOffice()) void queryClient.prefetchQuery(userVendorsQueryOptions());

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
