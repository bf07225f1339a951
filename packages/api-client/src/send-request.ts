import { makeProblem } from "./problem.ts";
import { problemFromResponse } from "./problem-from-response.ts";
import { failure, type Result, success } from "./result.ts";

export type HttpRequest = { url: string; method: "GET" | "POST"; body?: unknown; token: string | null };

function parseJson(text: string): { parsed: true; value: unknown } | { parsed: false } {
  try {
    return { parsed: true, value: JSON.parse(text) };
  } catch {
    return { parsed: false };
  }
}

async function exchange<T>(fetchImpl: typeof fetch, request: HttpRequest, signal: AbortSignal): Promise<Result<T>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (request.token !== null) headers.Authorization = `Bearer ${request.token}`;
  const init: RequestInit = { method: request.method, headers, signal };
  if (request.method === "POST" && request.body !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(request.body);
  }

  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(request.url, init);
    // Read inside the same guard: a connection can drop after the headers arrived.
    text = await response.text();
  } catch {
    return failure(makeProblem("cannot-connect"));
  }

  const { status } = response;
  if (status < 200 || status > 299) {
    const body = parseJson(text);
    return failure(problemFromResponse(status, body.parsed ? body.value : undefined));
  }
  if (text === "") return success(undefined as T);
  const body = parseJson(text);
  // A 2xx that is not JSON (a proxy's HTML page, a truncated answer) cannot be trusted as data.
  return body.parsed ? success(body.value as T) : failure(problemFromResponse(status, undefined));
}

/**
 * One HTTP exchange, mapped to a Result; never throws. The time limit covers reading the body too,
 * and wins even against a fetch that ignores its abort signal.
 */
export async function sendRequest<T>(fetchImpl: typeof fetch, request: HttpRequest, timeoutMs: number): Promise<Result<T>> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<"timed-out">((resolve) => {
    timer = setTimeout(() => {
      // Settle first, so the abort's own rejection can never be reported as a connection error.
      resolve("timed-out");
      controller.abort();
    }, timeoutMs);
  });
  try {
    const outcome = await Promise.race([exchange<T>(fetchImpl, request, controller.signal), timedOut]);
    return outcome === "timed-out" ? failure(makeProblem("timeout")) : outcome;
  } finally {
    clearTimeout(timer);
  }
}
