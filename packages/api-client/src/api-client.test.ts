import { afterEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "./api-client.ts";
import type { ClientMode } from "./client-mode.ts";
import { createLocalStorageSessionStore } from "./local-storage-session-store.ts";
import { createMemorySessionStore } from "./memory-session-store.ts";
import { baseUrls, setupClient, signedIn } from "./testing/client-setup.ts";
import { createFakeFetch, json, type RecordedCall, wireError } from "./testing/fake-fetch.ts";
import { createMemoryStorage } from "./testing/memory-storage.ts";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Never answers, but rejects like a real fetch when its signal aborts. */
function hangUntilAborted(call: RecordedCall): Promise<Response> {
  return new Promise((_, reject) => {
    call.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
  });
}

describe("createApiClient: the request", () => {
  it("POSTs JSON to the main service with one slash between base URL and path", async () => {
    const { client, calls } = setupClient(() => json(200, { success: true }), { session: null });
    const result = await client.request({ method: "POST", path: "user/register", body: { email: "a@b.fr", password: "x" } });
    expect(result).toEqual({ ok: true, data: { success: true } });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe("http://api.test/api/user/register");
    expect(call?.method).toBe("POST");
    expect(call?.headers.get("content-type")).toBe("application/json");
    expect(call?.headers.get("accept")).toBe("application/json");
    expect(call?.headers.has("authorization")).toBe(false);
    expect(JSON.parse(call?.body ?? "")).toEqual({ email: "a@b.fr", password: "x" });
  });

  it("sends a GET without body nor content type, with its query", async () => {
    const { client, calls } = setupClient(() => json(200, {}));
    await client.request({
      method: "GET",
      path: "/vendor",
      query: { vendorId: "v 1", isVerified: true, page: 2, empty: null, none: undefined },
      body: { ignored: 1 },
    });
    expect(calls[0]?.url).toBe("http://api.test/api/vendor?vendorId=v+1&isVerified=true&page=2");
    expect(calls[0]?.method).toBe("GET");
    expect(calls[0]?.body).toBeUndefined();
    expect(calls[0]?.headers.has("content-type")).toBe(false);
  });

  it("sends a POST without body when none is given", async () => {
    const { client, calls } = setupClient(() => json(200, {}));
    await client.request({ method: "POST", path: "vendor/remove-google-tokens" });
    expect(calls[0]?.body).toBeUndefined();
    expect(calls[0]?.headers.has("content-type")).toBe(false);
  });

  it.each([
    ["messaging", "http://api.test/messaging/send-message"],
    ["notifications", "http://api.test/notifications/send-message"],
    ["search", "http://api.test/search/send-message"],
    ["main", "http://api.test/api/send-message"],
  ] as const)("reaches the %s service's base URL", async (service, url) => {
    const { client, calls } = setupClient(() => json(200, {}));
    await client.request({ service, method: "POST", path: "send-message", body: {} });
    expect(calls[0]?.url).toBe(url);
  });

  it("sends the bearer token of the stored session by default", async () => {
    const { client, calls } = setupClient(() => json(200, {}));
    await client.request({ method: "GET", path: "user" });
    expect(calls[0]?.headers.get("authorization")).toBe("Bearer old-token");
  });

  it("sends no token with auth: false", async () => {
    const { client, calls } = setupClient(() => json(200, {}));
    await client.request({ method: "POST", path: "user/login", body: {}, auth: false });
    expect(calls[0]?.headers.has("authorization")).toBe(false);
  });

  it("uses the global fetch, looked up at call time, when none is given", async () => {
    const fake = createFakeFetch(() => json(200, { status: "ok" }));
    const client = createApiClient({ baseUrls, session: createMemorySessionStore() });
    vi.stubGlobal("fetch", fake.fetch);
    expect(await client.request({ method: "GET", path: "health" })).toEqual({ ok: true, data: { status: "ok" } });
    expect(fake.calls[0]?.url).toBe("http://api.test/api/health");
  });

  it("exposes its session store and logout clears it", () => {
    const { client, store } = setupClient(() => json(200, {}));
    expect(client.session).toBe(store);
    client.logout();
    expect(store.load()).toBeNull();
  });

  it("logout with the localStorage store removes the app state, user id and tokens", () => {
    const storage = createMemoryStorage({ "cortege.appState": "{}" });
    const session = createLocalStorageSessionStore(storage);
    session.save(signedIn);
    createApiClient({ baseUrls, session, fetch: createFakeFetch().fetch }).logout();
    expect(storage.length).toBe(0);
  });
});

describe("createApiClient: answers", () => {
  it("gives undefined data for a 2xx with an empty body", async () => {
    const { client } = setupClient(() => new Response(null, { status: 204 }));
    expect(await client.request({ method: "POST", path: "x", body: {} })).toEqual({ ok: true, data: undefined });
    const { client: other } = setupClient(() => new Response("", { status: 200 }));
    expect(await other.request({ method: "GET", path: "x" })).toEqual({ ok: true, data: undefined });
  });

  it("maps a 2xx that is not JSON to unknown (temporary)", async () => {
    const { client } = setupClient(() => new Response("<!doctype html>", { status: 200 }));
    expect(await client.request({ method: "GET", path: "x" })).toEqual({
      ok: false,
      problem: { kind: "unknown", temporary: true, status: 200 },
    });
  });

  it("maps a 3xx to unknown", async () => {
    const { client } = setupClient(() => new Response(null, { status: 304 }));
    expect(await client.request({ method: "GET", path: "x" })).toEqual({
      ok: false,
      problem: { kind: "unknown", temporary: true, status: 304 },
    });
  });

  it("maps a 400 with the wire error's first message and code", async () => {
    const { client } = setupClient(() => wireError(400, "VALIDATION_FAILED", ["Le prénom est obligatoire.", "Autre."]));
    expect(await client.request({ method: "POST", path: "user/update", body: {} })).toEqual({
      ok: false,
      problem: {
        kind: "bad-data",
        temporary: false,
        message: "Le prénom est obligatoire.",
        code: "VALIDATION_FAILED",
        status: 400,
      },
    });
  });

  it("maps a 400 whose body is not JSON to 'Erreur inconnue'", async () => {
    const { client } = setupClient(() => new Response("Bad Request", { status: 400 }));
    const result = await client.request({ method: "POST", path: "x", body: {} });
    expect(result).toEqual({
      ok: false,
      problem: { kind: "bad-data", temporary: false, message: "Erreur inconnue", status: 400 },
    });
  });

  it.each([
    [403, "forbidden"],
    [404, "not-found"],
    [429, "rejected"],
  ] as const)("maps %i to %s without refreshing", async (status, kind) => {
    const { client, calls } = setupClient(() => wireError(status, "C", "Non."));
    const result = await client.request({ method: "GET", path: "x" });
    expect(result).toEqual({ ok: false, problem: { kind, temporary: false, message: "Non.", code: "C", status } });
    expect(calls).toHaveLength(1);
  });

  it("maps a 5xx to server without the body's text", async () => {
    const { client } = setupClient(() => wireError(500, "INTERNAL", "TypeError: cannot read x of undefined"));
    expect(await client.request({ method: "GET", path: "x" })).toEqual({
      ok: false,
      problem: { kind: "server", temporary: false, status: 500 },
    });
  });

  it("maps a rejected fetch to cannot-connect (temporary)", async () => {
    const { client } = setupClient(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await client.request({ method: "GET", path: "x" })).toEqual({
      ok: false,
      problem: { kind: "cannot-connect", temporary: true },
    });
  });

  it("maps a fetch that throws synchronously to cannot-connect", async () => {
    const client = createApiClient({
      baseUrls,
      session: createMemorySessionStore(),
      fetch: () => {
        throw new TypeError("bad URL");
      },
    });
    expect(await client.request({ method: "GET", path: "x" })).toEqual({
      ok: false,
      problem: { kind: "cannot-connect", temporary: true },
    });
  });

  it("maps a connection lost while reading the body to cannot-connect", async () => {
    const broken = { status: 200, text: () => Promise.reject(new TypeError("terminated")) } as unknown as Response;
    const { client } = setupClient(() => broken);
    expect(await client.request({ method: "GET", path: "x" })).toEqual({
      ok: false,
      problem: { kind: "cannot-connect", temporary: true },
    });
  });
});

describe("createApiClient: time limit", () => {
  it("aborts after 10 s by default and answers timeout (temporary)", async () => {
    vi.useFakeTimers();
    const { client, calls } = setupClient(hangUntilAborted);
    const pending = client.request({ method: "GET", path: "x" });
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    expect(calls[0]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ ok: false, problem: { kind: "timeout", temporary: true } });
    expect(calls[0]?.signal?.aborted).toBe(true);
  });

  it("honours timeoutMs", async () => {
    vi.useFakeTimers();
    const { client } = setupClient(hangUntilAborted, { timeoutMs: 50 });
    const pending = client.request({ method: "GET", path: "x" });
    await vi.advanceTimersByTimeAsync(50);
    expect(await pending).toEqual({ ok: false, problem: { kind: "timeout", temporary: true } });
  });

  it("answers timeout even when fetch ignores the abort signal", async () => {
    vi.useFakeTimers();
    const { client } = setupClient(() => new Promise<Response>(() => {}), { timeoutMs: 100 });
    const pending = client.request({ method: "GET", path: "x" });
    await vi.advanceTimersByTimeAsync(100);
    expect(await pending).toEqual({ ok: false, problem: { kind: "timeout", temporary: true } });
  });

  it("counts the time spent reading the body", async () => {
    vi.useFakeTimers();
    const slowBody = { status: 200, text: () => new Promise<string>(() => {}) } as unknown as Response;
    const { client } = setupClient(() => slowBody, { timeoutMs: 100 });
    const pending = client.request({ method: "GET", path: "x" });
    await vi.advanceTimersByTimeAsync(100);
    expect(await pending).toEqual({ ok: false, problem: { kind: "timeout", temporary: true } });
  });

  it("leaves no timer behind once answered", async () => {
    vi.useFakeTimers();
    const { client } = setupClient(() => json(200, {}));
    await client.request({ method: "GET", path: "x" });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("createApiClient: demo and guest modes", () => {
  it.each(["demo", "guest"] as const)("%s: a list call answers its empty list without any network call", async (mode) => {
    const { client, calls } = setupClient(() => json(200, { vendors: [{ id: "real" }] }), { mode });
    expect(await client.request({ method: "GET", path: "vendor/user-vendors", emptyList: { vendors: [] } })).toEqual({
      ok: true,
      data: { vendors: [] },
    });
    expect(calls).toHaveLength(0);
  });

  it.each(["demo", "guest"] as const)("%s: other calls go to the network", async (mode) => {
    const { client, calls } = setupClient(() => json(200, { userId: "u-1" }), { mode });
    expect(await client.request({ method: "GET", path: "user" })).toEqual({ ok: true, data: { userId: "u-1" } });
    expect(calls).toHaveLength(1);
  });

  it("live (the default): a list call goes to the network", async () => {
    const { client, calls } = setupClient(() => json(200, { vendors: [{ id: "real" }] }));
    expect(await client.request({ method: "GET", path: "vendor/user-vendors", emptyList: { vendors: [] } })).toEqual({
      ok: true,
      data: { vendors: [{ id: "real" }] },
    });
    expect(calls).toHaveLength(1);
  });

  it("reads a mode function at each call", async () => {
    let mode: ClientMode = "demo";
    const { client, calls } = setupClient(() => json(200, ["real"]), { mode: () => mode });
    expect(await client.request({ method: "GET", path: "list", emptyList: [] })).toEqual({ ok: true, data: [] });
    mode = "live";
    expect(await client.request({ method: "GET", path: "list", emptyList: [] })).toEqual({ ok: true, data: ["real"] });
    expect(calls).toHaveLength(1);
  });
});
