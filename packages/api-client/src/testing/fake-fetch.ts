/** What a test needs to see of a call made through the fake fetch. */
export type RecordedCall = {
  url: string;
  method: string;
  headers: Headers;
  /** The raw body as sent (undefined when none). */
  body: string | undefined;
  signal: AbortSignal | undefined;
};

export type FakeHandler = (call: RecordedCall) => Response | Promise<Response>;

/** A fetch that records every call and answers with a handler, so tests never touch the network. */
export function createFakeFetch(handler: FakeHandler = () => json(200, {})) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const call: RecordedCall = {
      url: String(input),
      method: init.method ?? "GET",
      headers: new Headers(init.headers),
      body: typeof init.body === "string" ? init.body : undefined,
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    return handler(call);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** The API's error shape on the wire (ARCHITECTURE.md, "Errors on the wire"). */
export function wireError(status: number, code: string, message: string | string[]): Response {
  return json(status, { statusCode: status, error: "Error", message, code });
}

/** A promise the test settles by hand, to hold answers back and interleave concurrent calls. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** A JWT-shaped token whose payload is readable; the signature is fake. */
export function fakeJwt(payload: unknown): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode(payload)}.signature`;
}
