import { unwrap } from "@cortege/api-client";
import type { calendarContract, GoogleLink } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { calendarQueryKeys } from "./calendar-query-keys.ts";

/** POST vendor/remove-google-tokens. */
export function useUnlinkGoogle(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      unwrap(
        await apiClient.call<typeof calendarContract.removeGoogleTokens>({
          method: "POST",
          path: "vendor/remove-google-tokens",
          body: { vendorId },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarQueryKeys.all(vendorId) }),
  });
}
