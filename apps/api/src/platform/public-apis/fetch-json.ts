import type { z } from "zod";

/** Why a public API gave no usable answer. */
export type PublicApiFailure = "timeout" | "unreachable" | "rate-limited" | "refused" | "server" | "bad-response";

export class PublicApiError extends Error {
  constructor(
    readonly failure: PublicApiFailure,
    readonly status: number | null,
    message: string,
  ) {
    super(message);
    this.name = "PublicApiError";
  }
}

export type FetchJsonOptions = {
  timeoutMs: number;
  userAgent: string;
  /** Replaceable for the process's own HTTP agent; the tests use the real global fetch against local servers. */
  fetch?: typeof fetch;
};

/** The identification the public APIs ask their users to send. */
export const PUBLIC_API_USER_AGENT = "Cortege/0.1 (logiciel de gestion pour prestataires de mariage)";

/**
 * GET a JSON document with a hard time limit covering the body too. Every failure becomes a
 * PublicApiError: the caller decides what the user reads.
 */
export async function fetchJson(url: URL, options: FetchJsonOptions): Promise<unknown> {
  const doFetch = options.fetch ?? fetch;
  const signal = AbortSignal.timeout(options.timeoutMs);
  let response: Response;
  try {
    response = await doFetch(url, { signal, headers: { accept: "application/json", "user-agent": options.userAgent } });
  } catch (error) {
    throw asFailure(error, url);
  }
  if (!response.ok) {
    // Drain the body so the connection can be reused; its content is not needed.
    await response.body?.cancel().catch(() => {});
    const status = response.status;
    if (status === 429) throw new PublicApiError("rate-limited", status, `${url.host} answered 429`);
    if (status >= 500) throw new PublicApiError("server", status, `${url.host} answered ${status}`);
    throw new PublicApiError("refused", status, `${url.host} answered ${status}`);
  }
  try {
    return await response.json();
  } catch (error) {
    const failure = asFailure(error, url);
    throw failure.failure === "unreachable" ? new PublicApiError("bad-response", 200, `${url.host}: not JSON`) : failure;
  }
}

function asFailure(error: unknown, url: URL): PublicApiError {
  const name = (error as { name?: string } | null)?.name;
  if (name === "TimeoutError" || name === "AbortError") {
    return new PublicApiError("timeout", null, `${url.host} did not answer in time`);
  }
  return new PublicApiError("unreachable", null, `${url.host} unreachable: ${(error as Error)?.message ?? String(error)}`);
}

/**
 * GET of a search: the answer checked against its schema (another shape is a "bad-response" failure),
 * or null when the service refuses the query itself (400): such a query simply matches nothing.
 */
export async function fetchSearch<T>(url: URL, schema: z.ZodType<T>, options: FetchJsonOptions): Promise<T | null> {
  let body: unknown;
  try {
    body = await fetchJson(url, options);
  } catch (error) {
    if (error instanceof PublicApiError && error.failure === "refused" && error.status === 400) return null;
    throw error;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new PublicApiError("bad-response", 200, `${url.host}: unexpected answer`);
  return parsed.data;
}
