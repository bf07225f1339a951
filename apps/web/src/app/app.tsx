import { RouterProvider } from "react-router";
import { AppProviders } from "./providers.tsx";
import { createQueryClient } from "./query-client.ts";
import { router } from "./router.tsx";

const queryClient = createQueryClient();

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
