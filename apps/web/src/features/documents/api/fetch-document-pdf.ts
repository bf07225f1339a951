import { ApiProblemError, problemFromResponse } from "@cortege/api-client";
import type { QuoteType } from "@cortege/domain";
import { apiClient, sessionStore } from "../../../lib/session/api.ts";

/**
 * GET quote/pdf as a file: the JSON client cannot carry a PDF, so the bearer token is sent by hand,
 * with the same single refresh on a refused token as every other call.
 */
export async function fetchDocumentPdf(vendorId: string, quoteType: QuoteType, quoteId: string): Promise<Blob> {
  const url = `${window.location.origin}/api/quote/pdf?${new URLSearchParams({ vendorId, quoteType, quoteId }).toString()}`;
  const send = () => {
    const token = sessionStore.load()?.token;
    return fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: AbortSignal.timeout(30_000) });
  };
  let response = await send();
  if (response.status === 401 && (await apiClient.refreshSession())) response = await send();
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiProblemError(problemFromResponse(response.status, body));
  }
  return response.blob();
}
