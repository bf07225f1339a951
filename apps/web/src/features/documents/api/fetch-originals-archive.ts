import { ApiProblemError, problemFromResponse } from "@cortege/api-client";
import { useMutation } from "@tanstack/react-query";
import { apiClient, sessionStore } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";

/**
 * GET quote/originals: the ZIP of the vendor's issued originals and their CSV register. A file, so
 * the bearer token is sent by hand, with the same single refresh as every other call.
 */
export async function fetchOriginalsArchive(vendorId: string): Promise<{ blob: Blob; filename: string }> {
  const url = `${window.location.origin}/api/quote/originals?${new URLSearchParams({ vendorId }).toString()}`;
  const send = () => {
    const token = sessionStore.load()?.token;
    return fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: AbortSignal.timeout(120_000) });
  };
  let response = await send();
  if (response.status === 401 && (await apiClient.refreshSession())) response = await send();
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiProblemError(problemFromResponse(response.status, body));
  }
  const disposition = response.headers.get("Content-Disposition") ?? "";
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "documents-emis.zip";
  return { blob: await response.blob(), filename };
}

/** Downloads the archive as a file of the browser. */
export function useDownloadOriginalsArchive() {
  const vendorId = useVendorId();
  return useMutation({
    mutationFn: async () => {
      const { blob, filename } = await fetchOriginalsArchive(vendorId);
      const link = document.createElement("a");
      const href = URL.createObjectURL(blob);
      link.href = href;
      link.download = filename;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
    },
  });
}
