import { ApiProblemError, problemFromResponse } from "@cortege/api-client";
import { useMutation } from "@tanstack/react-query";
import { apiClient, sessionStore } from "../../../lib/session/api.ts";

/** GET lead-inbox/original: the forwarded e-mail as received (.eml), a file: the bearer is sent by hand. */
export async function fetchLeadMailOriginal(vendorId: string, id: string): Promise<{ blob: Blob; filename: string }> {
  const url = `${window.location.origin}/api/messaging/lead-inbox/original?${new URLSearchParams({ vendorId, id }).toString()}`;
  const send = () => {
    const token = sessionStore.load()?.token;
    return fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: AbortSignal.timeout(30_000) });
  };
  let response = await send();
  if (response.status === 401 && (await apiClient.refreshSession())) response = await send();
  if (!response.ok) throw new ApiProblemError(problemFromResponse(response.status, await response.json().catch(() => null)));
  const filename = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? "demande.eml";
  return { blob: await response.blob(), filename };
}

export function useDownloadLeadMail(vendorId: string) {
  return useMutation({
    mutationFn: async (id: string) => {
      const { blob, filename } = await fetchLeadMailOriginal(vendorId, id);
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
