import { BrowserRouter } from "react-router";
import { createQueryClient } from "../lib/query-client.ts";
import { AppProviders } from "./providers.tsx";
import { AppRoutes } from "./router.tsx";

const queryClient = createQueryClient();

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
