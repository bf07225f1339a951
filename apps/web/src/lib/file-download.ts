import { ApiProblemError, problemFromResponse } from "@cortege/api-client";
import { apiClient, sessionStore } from "./session/api.ts";

/**
 * A GET of the API answering a file (XML, ZIP, CSV): the JSON client cannot carry one, so the bearer token
 * is sent by hand with the same single refresh as every other call; a refusal is the API's French problem.
 */
export async function fetchApiFile(
  path: string,
  query: Record<string, string>,
  fallbackName: string,
  timeoutMs = 120_000,
): Promise<{ blob: Blob; filename: string }> {
  const url = `${window.location.origin}/api/${path}?${new URLSearchParams(query).toString()}`;
  const send = () => {
    const token = sessionStore.load()?.token;
    return fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: AbortSignal.timeout(timeoutMs) });
  };
  let response = await send();
  if (response.status === 401 && (await apiClient.refreshSession())) response = await send();
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiProblemError(problemFromResponse(response.status, body));
  }
  const disposition = response.headers.get("Content-Disposition") ?? "";
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  return { blob: await response.blob(), filename };
}

/** Hands a blob to the browser as a download. */
export function saveBlob({ blob, filename }: { blob: Blob; filename: string }) {
  const link = document.createElement("a");
  const href = URL.createObjectURL(blob);
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
