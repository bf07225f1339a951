import { RouterProvider } from "react-router";
import { createQueryClient } from "../lib/query-client.ts";
import { AppProviders } from "./providers.tsx";
import { router } from "./router.tsx";

const queryClient = createQueryClient();

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
