import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { MutationFailureSnackbar } from "../components/mutation-failure-snackbar.tsx";
import { SnackbarProvider } from "../components/snackbar-provider.tsx";
import { theme } from "./theme.ts";

type AppProvidersProps = { queryClient: QueryClient; children: ReactNode };

/** Everything a screen needs around it, the router aside: shared by the app and the component tests. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider>
          <MutationFailureSnackbar />
          {children}
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
