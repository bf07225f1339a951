import { unwrap } from "@cortege/api-client";
import type { calendarContract } from "@cortege/domain";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";

/** GET vendor/google-auth: the consent address; the browser goes there and Google sends it back to the agenda. */
export async function fetchGoogleConsentUrl(vendorId: string): Promise<string> {
  return unwrap(
    await apiClient.call<typeof calendarContract.googleAuth>({ method: "GET", path: "vendor/google-auth", query: { vendorId } }),
  ).url;
}

export function useLinkGoogle(vendorId: string) {
  return useMutation({
    mutationFn: () => fetchGoogleConsentUrl(vendorId),
    onSuccess: (url) => window.location.assign(url),
  });
}
