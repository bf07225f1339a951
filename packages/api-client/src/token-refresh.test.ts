import { ACCESS_TOKEN_VALIDITY_AFTER_REFRESH_MS } from "@cortege/domain";
import { describe, expect, it } from "vitest";
import { createApiClient } from "./api-client.ts";
import { createMemorySessionStore } from "./memory-session-store.ts";
import { baseUrls, NOW, setupClient, signedIn } from "./testing/client-setup.ts";
import { createFakeFetch, deferred, json, type RecordedCall, wireError } from "./testing/fake-fetch.ts";

const REFRESH_URL = "http://api.test/api/user/refresh-token";
const renewedAnswer = { userId: "u-1", token: "new-token", refreshToken: "new-refresh" };
const renewedSession = { ...renewedAnswer, tokenExpiresAt: NOW + ACCESS_TOKEN_VALIDITY_AFTER_REFRESH_MS };
const unauthorized = () => wireError(401, "UNAUTHENTICATED", "Votre session a expiré.");

/** A server whose protected routes accept only `new-token` and whose refresh answers as told. */
function server(refresh: () => Response | Promise<Response>, data: unknown = { userId: "u-1" }) {
  return (call: RecordedCall) => {
    if (call.url === REFRESH_URL) return refresh();
    return call.headers.get("authorization") === "Bearer new-token" ? json(200, data) : unauthorized();
  };
}

const isRefresh = (call: RecordedCall) => call.url === REFRESH_URL;

describe("401 → refresh once → replay (part 1 §4, §7)", () => {
  it("refreshes with the stored user id and refresh token, saves the new session and replays", async () => {
    const { client, calls, store, expired } = setupClient(server(() => json(200, renewedAnswer)));
    const result = await client.request({ method: "GET", path: "user" });

    expect(result).toEqual({ ok: true, data: { userId: "u-1" } });
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ["GET", "http://api.test/api/user"],
      ["POST", REFRESH_URL],
      ["GET", "http://api.test/api/user"],
    ]);
    expect(calls[0]?.headers.get("authorization")).toBe("Bearer old-token");
    expect(JSON.parse(calls[1]?.body ?? "")).toEqual({ userId: "u-1", refreshToken: "old-refresh" });
    expect(calls[1]?.headers.has("authorization")).toBe(false);
    expect(calls[2]?.headers.get("authorization")).toBe("Bearer new-token");
    expect(store.load()).toEqual(renewedSession);
    expect(expired.count).toBe(0);
  });

  it("replays a POST with its body", async () => {
    const { client, calls } = setupClient(server(() => json(200, renewedAnswer)));
    await client.request({ method: "POST", path: "user/update-multi-vendor", body: { isMultiVendor: true } });
    expect(calls[2]?.body).toBe('{"isMultiVendor":true}');
    expect(calls[2]?.url).toBe("http://api.test/api/user/update-multi-vendor");
  });

  it("refreshes through the main service for a call to another service", async () => {
    const { client, calls } = setupClient(server(() => json(200, renewedAnswer)));
    await client.request({ service: "messaging", method: "POST", path: "send-message", body: {} });
    expect(calls.map((c) => c.url)).toEqual([
      "http://api.test/messaging/send-message",
      REFRESH_URL,
      "http://api.test/messaging/send-message",
    ]);
  });

  it("uses the new token afterwards without refreshing again", async () => {
    const { client, calls } = setupClient(server(() => json(200, renewedAnswer)));
    await client.request({ method: "GET", path: "user" });
    await client.request({ method: "GET", path: "user" });
    expect(calls.filter(isRefresh)).toHaveLength(1);
    expect(calls[3]?.headers.get("authorization")).toBe("Bearer new-token");
  });

  it.each([
    ["a 401 REFRESH_TOKEN_INVALID", () => wireError(401, "REFRESH_TOKEN_INVALID", "Session expirée.")],
    ["a 400", () => wireError(400, "VALIDATION_FAILED", ["Non."])],
    ["a 500", () => json(500, {})],
    ["a network error", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["a 2xx that is not a session", () => json(200, { success: true })],
    ["a 2xx that is not JSON", () => new Response("<html>", { status: 200 })],
  ])("when the refresh fails with %s: clears the session, signals expiry, answers unauthorized", async (_, refresh) => {
    const { client, calls, store, expired } = setupClient(server(refresh));
    const result = await client.request({ method: "GET", path: "user" });

    expect(result).toEqual({
      ok: false,
      problem: {
        kind: "unauthorized",
        temporary: false,
        message: "Votre session a expiré.",
        code: "UNAUTHENTICATED",
        status: 401,
      },
    });
    expect(calls).toHaveLength(2);
    expect(store.load()).toBeNull();
    expect(expired.count).toBe(1);
  });

  it("when the replay is refused again: clears the session, signals expiry, answers unauthorized, refreshes only once", async () => {
    const { client, calls, store, expired } = setupClient((call) =>
      isRefresh(call) ? json(200, renewedAnswer) : unauthorized(),
    );
    const result = await client.request({ method: "GET", path: "user" });

    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem.kind).toBe("unauthorized");
    expect(calls).toHaveLength(3);
    expect(calls.filter(isRefresh)).toHaveLength(1);
    expect(store.load()).toBeNull();
    expect(expired.count).toBe(1);
  });

  it("returns the replay's other failures as they are and keeps the renewed session", async () => {
    const { client, store, expired } = setupClient((call) => {
      if (isRefresh(call)) return json(200, renewedAnswer);
      return call.headers.get("authorization") === "Bearer new-token" ? json(503, {}) : unauthorized();
    });
    expect(await client.request({ method: "GET", path: "user" })).toEqual({
      ok: false,
      problem: { kind: "server", temporary: false, status: 503 },
    });
    expect(store.load()).toEqual(renewedSession);
    expect(expired.count).toBe(0);
  });

  it("clears the session even without an onSessionExpired callback", async () => {
    const fake = createFakeFetch(server(() => unauthorized()));
    const session = createMemorySessionStore(signedIn);
    const client = createApiClient({ baseUrls, session, fetch: fake.fetch });
    expect((await client.request({ method: "GET", path: "user" })).ok).toBe(false);
    expect(session.load()).toBeNull();
  });

  it("never refreshes a call made with auth: false", async () => {
    const { client, calls, store, expired } = setupClient(server(() => json(200, renewedAnswer)));
    const result = await client.request({ method: "POST", path: "user/login", body: {}, auth: false });
    expect(!result.ok && result.problem.kind).toBe("unauthorized");
    expect(calls).toHaveLength(1);
    expect(store.load()).toEqual(signedIn);
    expect(expired.count).toBe(0);
  });

  it("never refreshes when no token was sent", async () => {
    const { client, calls, expired } = setupClient(
      server(() => json(200, renewedAnswer)),
      { session: null },
    );
    const result = await client.request({ method: "GET", path: "user" });
    expect(!result.ok && result.problem.kind).toBe("unauthorized");
    expect(calls).toHaveLength(1);
    expect(expired.count).toBe(0);
  });

  it("shares one refresh between concurrent 401s and replays each of them", async () => {
    const refresh = deferred<Response>();
    const { client, calls, store, expired } = setupClient(server(() => refresh.promise));
    const pending = [
      client.request({ method: "GET", path: "user" }),
      client.request({ method: "GET", path: "vendor/user-vendors" }),
      client.request({ method: "POST", path: "user/update", body: {} }),
    ];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.filter(isRefresh)).toHaveLength(1);

    refresh.resolve(json(200, renewedAnswer));
    const results = await Promise.all(pending);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(calls.filter(isRefresh)).toHaveLength(1);
    const replays = calls.filter((c) => c.headers.get("authorization") === "Bearer new-token").map((c) => c.url);
    expect(replays.sort()).toEqual([
      "http://api.test/api/user",
      "http://api.test/api/user/update",
      "http://api.test/api/vendor/user-vendors",
    ]);
    expect(store.load()).toEqual(renewedSession);
    expect(expired.count).toBe(0);
  });

  it("signals expiry once when a shared refresh fails", async () => {
    const refresh = deferred<Response>();
    const { client, calls, expired, store } = setupClient(server(() => refresh.promise));
    const pending = [client.request({ method: "GET", path: "a" }), client.request({ method: "GET", path: "b" })];
    await new Promise((resolve) => setTimeout(resolve, 0));
    refresh.resolve(wireError(401, "REFRESH_TOKEN_INVALID", "Non."));
    const results = await Promise.all(pending);
    expect(results.map((r) => !r.ok && r.problem.kind)).toEqual(["unauthorized", "unauthorized"]);
    expect(calls.filter(isRefresh)).toHaveLength(1);
    expect(expired.count).toBe(1);
    expect(store.load()).toBeNull();
  });

  it("signals expiry once when several replays are refused", async () => {
    const refresh = deferred<Response>();
    const { client, calls, expired, store } = setupClient((call) => (isRefresh(call) ? refresh.promise : unauthorized()));
    const pending = [client.request({ method: "GET", path: "a" }), client.request({ method: "GET", path: "b" })];
    await new Promise((resolve) => setTimeout(resolve, 0));
    refresh.resolve(json(200, renewedAnswer));
    const results = await Promise.all(pending);
    expect(results.map((r) => !r.ok && r.problem.kind)).toEqual(["unauthorized", "unauthorized"]);
    expect(calls).toHaveLength(5);
    expect(expired.count).toBe(1);
    expect(store.load()).toBeNull();
  });

  it("replays without a second refresh a 401 that arrives after another call already refreshed", async () => {
    const lateAnswer = deferred<Response>();
    const { client, calls } = setupClient((call) => {
      if (isRefresh(call)) return json(200, renewedAnswer);
      if (call.url.endsWith("/slow") && call.headers.get("authorization") === "Bearer old-token") return lateAnswer.promise;
      return call.headers.get("authorization") === "Bearer new-token" ? json(200, "fine") : unauthorized();
    });
    const slow = client.request({ method: "GET", path: "slow" });
    expect(await client.request({ method: "GET", path: "fast" })).toEqual({ ok: true, data: "fine" });

    lateAnswer.resolve(unauthorized());
    expect(await slow).toEqual({ ok: true, data: "fine" });
    expect(calls.filter(isRefresh)).toHaveLength(1);
  });

  it("does not bring back a session the user logged out of during the refresh", async () => {
    const refresh = deferred<Response>();
    const { client, store, expired } = setupClient(server(() => refresh.promise));
    const pending = client.request({ method: "GET", path: "user" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    client.logout();
    refresh.resolve(json(200, renewedAnswer));

    expect(!(await pending).ok).toBe(true);
    expect(store.load()).toBeNull();
    expect(expired.count).toBe(0);
  });

  it("does not end a newer login when the old session's refresh fails", async () => {
    const refresh = deferred<Response>();
    const { client, store, expired } = setupClient(server(() => refresh.promise));
    const pending = client.request({ method: "GET", path: "user" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const newer = { userId: "u-2", token: "t-2", refreshToken: "r-2", tokenExpiresAt: NOW + 10 };
    store.save(newer);
    refresh.resolve(wireError(401, "REFRESH_TOKEN_INVALID", "Non."));

    expect((await pending).ok).toBe(false);
    expect(store.load()).toEqual(newer);
    expect(expired.count).toBe(0);
  });

  it("does not replay one user's call with another user's token", async () => {
    const lateAnswer = deferred<Response>();
    const { client, calls, store } = setupClient(() => lateAnswer.promise);
    const pending = client.request({ method: "GET", path: "user" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    store.save({ userId: "u-2", token: "t-2", refreshToken: "r-2", tokenExpiresAt: NOW + 10 });
    lateAnswer.resolve(unauthorized());

    expect(!(await pending).ok).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it("answers unauthorized when the session disappeared before the 401 came back", async () => {
    const lateAnswer = deferred<Response>();
    const { client, calls, expired } = setupClient(() => lateAnswer.promise);
    const pending = client.request({ method: "GET", path: "user" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    client.logout();
    lateAnswer.resolve(unauthorized());

    const result = await pending;
    expect(!result.ok && result.problem.kind).toBe("unauthorized");
    expect(calls).toHaveLength(1);
    expect(expired.count).toBe(0);
  });
});

describe("refreshSession (renewal before the recorded expiry)", () => {
  it("renews the stored session once and keeps the new tokens", async () => {
    const { client, calls, store } = setupClient(server(() => json(200, renewedAnswer)));
    expect(await client.refreshSession()).toBe(true);
    expect(calls.filter(isRefresh)).toHaveLength(1);
    expect(store.load()).toEqual(renewedSession);
  });

  it("answers false and ends the session when the refresh is refused", async () => {
    const { client, store, expired } = setupClient(server(() => wireError(401, "REFRESH_TOKEN_INVALID", "Session expirée.")));
    expect(await client.refreshSession()).toBe(false);
    expect(store.load()).toBeNull();
    expect(expired.count).toBe(1);
  });

  it("answers false without calling the server when nobody is signed in", async () => {
    const { client, calls } = setupClient(() => json(200, renewedAnswer), { session: null });
    expect(await client.refreshSession()).toBe(false);
    expect(calls).toEqual([]);
  });
});
