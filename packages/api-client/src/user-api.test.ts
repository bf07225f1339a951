import { ACCESS_TOKEN_VALIDITY_AT_LOGIN_MS } from "@cortege/domain";
import { describe, expect, it } from "vitest";
import { NOW, setupClient, signedIn } from "./testing/client-setup.ts";
import { json, wireError } from "./testing/fake-fetch.ts";
import { createUserApi, type UserApi } from "./user-api.ts";

const contact = { firstname: "Léa", lastname: "Martin", email: "lea@example.fr", phone: "0612345678" };
const user = {
  userId: "u-1",
  contact: { ...contact, phoneCode: "33", address: null },
  profilePicture: null,
  isFirstLogin: false,
  isMultiVendor: false,
};

type Case = [string, (api: UserApi) => Promise<unknown>, "GET" | "POST", string, unknown, boolean];

// [method of the API, call, HTTP method, path, body sent, bearer token sent]
const cases: Case[] = [
  [
    "register",
    (api) => api.register({ email: "a@b.fr", password: "motdepasse" }),
    "POST",
    "user/register",
    { email: "a@b.fr", password: "motdepasse" },
    false,
  ],
  [
    "confirmEmail",
    (api) => api.confirmEmail({ email: "a@b.fr", code: "123456" }),
    "POST",
    "user/register/confirm-email",
    { email: "a@b.fr", code: "123456" },
    false,
  ],
  [
    "resendConfirmationCode",
    (api) => api.resendConfirmationCode({ email: "a@b.fr" }),
    "POST",
    "user/resend-confirmation-code",
    { email: "a@b.fr" },
    false,
  ],
  [
    "forgotPassword",
    (api) => api.forgotPassword({ email: "a@b.fr" }),
    "POST",
    "user/forgot-password",
    { email: "a@b.fr" },
    false,
  ],
  [
    "resetPassword",
    (api) => api.resetPassword({ username: "a@b.fr", code: "123456", newPassword: "nouveaumdp" }),
    "POST",
    "user/reset-password",
    { username: "a@b.fr", code: "123456", newPassword: "nouveaumdp" },
    false,
  ],
  ["getUser", (api) => api.getUser(), "GET", "user", undefined, true],
  [
    "updateUser",
    (api) => api.updateUser({ contact, isMultiVendor: true }),
    "POST",
    "user/update",
    { contact, isMultiVendor: true },
    true,
  ],
  [
    "changePassword",
    (api) => api.changePassword({ oldPassword: "ancien", newPassword: "nouveaumdp" }),
    "POST",
    "user/change-password",
    { oldPassword: "ancien", newPassword: "nouveaumdp" },
    true,
  ],
  [
    "changeEmail",
    (api) => api.changeEmail({ password: "mdp", newEmail: "b@c.fr" }),
    "POST",
    "user/change-email",
    { password: "mdp", newEmail: "b@c.fr" },
    true,
  ],
  [
    "verifyEmail",
    (api) => api.verifyEmail({ code: "123456", password: "mdp" }),
    "POST",
    "user/verify-email",
    { code: "123456", password: "mdp" },
    true,
  ],
  ["deleteAccount", (api) => api.deleteAccount({ password: "mdp" }), "POST", "user/delete-account", { password: "mdp" }, true],
  [
    "updateMultiVendor",
    (api) => api.updateMultiVendor({ isMultiVendor: true }),
    "POST",
    "user/update-multi-vendor",
    { isMultiVendor: true },
    true,
  ],
];

describe("createUserApi: the user calls of the contract", () => {
  it.each(cases)("%s → its method, path, body and token", async (_, call, method, path, body, withToken) => {
    const { client, calls } = setupClient(() => json(200, user));
    const result = await call(createUserApi(client));
    expect(result).toEqual({ ok: true, data: user });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe(method);
    expect(calls[0]?.url).toBe(`http://api.test/api/${path}`);
    expect(calls[0]?.body === undefined ? undefined : JSON.parse(calls[0].body)).toEqual(body);
    expect(calls[0]?.headers.get("authorization")).toBe(withToken ? "Bearer old-token" : null);
  });

  it("login sends no token and saves the session, dated by the clock, for 58 minutes", async () => {
    const answer = { userId: "u-9", token: "t-9", refreshToken: "r-9" };
    const { client, calls, store } = setupClient(() => json(200, answer));
    const api = createUserApi(client, { now: () => NOW });
    expect(await api.login({ email: "a@b.fr", password: "mdp" })).toEqual({ ok: true, data: answer });
    expect(calls[0]?.url).toBe("http://api.test/api/user/login");
    expect(calls[0]?.method).toBe("POST");
    expect(JSON.parse(calls[0]?.body ?? "")).toEqual({ email: "a@b.fr", password: "mdp" });
    expect(calls[0]?.headers.has("authorization")).toBe(false);
    expect(store.load()).toEqual({ ...answer, tokenExpiresAt: NOW + ACCESS_TOKEN_VALIDITY_AT_LOGIN_MS });
    expect(ACCESS_TOKEN_VALIDITY_AT_LOGIN_MS).toBe(3_480_000);
  });

  it("logout forgets the session at once and tells the server with the refresh token, without the access token", async () => {
    const { client, calls, store } = setupClient(() => json(200, { success: true }));
    const pending = createUserApi(client).logout();
    expect(store.load()).toBeNull();
    expect(await pending).toEqual({ ok: true, data: { success: true } });
    expect(calls[0]?.url).toBe("http://api.test/api/user/logout");
    expect(JSON.parse(calls[0]?.body ?? "")).toEqual({ userId: "u-1", refreshToken: "old-refresh" });
    expect(calls[0]?.headers.has("authorization")).toBe(false);
  });

  it("logout without a session calls nothing", async () => {
    const { client, calls } = setupClient(() => json(200, { success: true }), { session: null });
    expect(await createUserApi(client).logout()).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("login uses the real clock by default", async () => {
    const { client, store } = setupClient(() => json(200, { userId: "u-9", token: "t-9", refreshToken: "r-9" }), {
      session: null,
    });
    const before = Date.now();
    await createUserApi(client).login({ email: "a@b.fr", password: "mdp" });
    const expiresAt = store.load()?.tokenExpiresAt ?? 0;
    expect(expiresAt).toBeGreaterThanOrEqual(before + ACCESS_TOKEN_VALIDITY_AT_LOGIN_MS);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + ACCESS_TOKEN_VALIDITY_AT_LOGIN_MS);
  });

  it("a failed login returns the problem and leaves the stored session alone", async () => {
    const { client, store } = setupClient(() =>
      wireError(400, "INVALID_CREDENTIALS", "Identifiants incorrects, veuillez réessayer."),
    );
    const result = await createUserApi(client).login({ email: "a@b.fr", password: "faux" });
    expect(result).toEqual({
      ok: false,
      problem: {
        kind: "bad-data",
        temporary: false,
        message: "Identifiants incorrects, veuillez réessayer.",
        code: "INVALID_CREDENTIALS",
        status: 400,
      },
    });
    expect(store.load()).toEqual(signedIn);
  });

  it("deleteAccount clears the session on success", async () => {
    const { client, store } = setupClient(() => json(200, { success: true }));
    expect(await createUserApi(client).deleteAccount({ password: "mdp" })).toEqual({ ok: true, data: { success: true } });
    expect(store.load()).toBeNull();
  });

  it("deleteAccount keeps the session when refused", async () => {
    const { client, store } = setupClient(() => wireError(400, "WRONG_PASSWORD", "Le mot de passe est incorrect."));
    const result = await createUserApi(client).deleteAccount({ password: "faux" });
    expect(!result.ok && result.problem.code).toBe("WRONG_PASSWORD");
    expect(store.load()).toEqual(signedIn);
  });
});
