import { QueryClient } from "@tanstack/react-query";
import { problemOf } from "../components/problem/problem-of.ts";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Only what the spec calls temporary (no connection, timeout, unknown) is worth retrying.
        retry: (failureCount, error) => problemOf(error).temporary && failureCount < 2,
      },
      // A mutation is retried by the user, who sees the message and decides.
      mutations: { retry: false },
    },
  });
}
