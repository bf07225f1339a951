import { userMessages } from "@cortege/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, lastCodeSentTo, signUp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: `/api${url}`, payload: payload as object, headers });

describe("registration and confirmation", () => {
  it("registers, mails a 6-digit code, confirms, then logs in and reads the user", async () => {
    const email = "lea@domaine-des-roses.fr";
    expect((await post("/user/register", { email, password: "un-mot-de-passe" })).json()).toEqual({ success: true });
    const code = await lastCodeSentTo(t.mailer, email);
    expect(code).toMatch(/^\d{6}$/);

    const early = await post("/user/login", { email, password: "un-mot-de-passe" });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ code: "EMAIL_NOT_CONFIRMED", message: userMessages.emailNotConfirmed });

    expect((await post("/user/register/confirm-email", { email, code })).statusCode).toBe(200);
    const login = await post("/user/login", { email: "LEA@domaine-des-roses.fr ", password: "un-mot-de-passe" });
    expect(login.statusCode).toBe(200);
    const session = login.json();
    expect(Object.keys(session).sort()).toEqual(["refreshToken", "token", "userId"]);

    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: bearer(session) });
    expect(me.json()).toMatchObject({
      userId: session.userId,
      contact: { email, phoneCode: "33" },
      isFirstLogin: true,
      isMultiVendor: false,
    });
  });

  it("answers a duplicate registration like a new one and tells the owner by e-mail", async () => {
    const email = "deja@exemple.fr";
    await signUp(t, email);
    const again = await post("/user/register", { email, password: "autre-mot-de-passe" });
    expect(again.json()).toEqual({ success: true });
    const latest = (await t.mailer.outbox?.list())?.find((m) => m.to === email);
    expect(latest?.subject).toBe("Vous avez déjà un compte Cortège");
    // the password did not change
    expect((await post("/user/login", { email, password: "autre-mot-de-passe" })).statusCode).toBe(400);
  });

  it("refuses bad input with the French messages, as an array when several fields fail", async () => {
    const one = await post("/user/register", { email: "ok@exemple.fr", password: "court" });
    expect(one.statusCode).toBe(400);
    expect(one.json()).toEqual({
      statusCode: 400,
      error: "Bad Request",
      code: "VALIDATION_FAILED",
      message: "Le mot de passe doit contenir au moins 8 caractères.",
    });
    const two = await post("/user/register", { email: "", password: "x".repeat(129) });
    expect(two.json().message).toEqual(["L'email est requis.", "Le mot de passe ne peut pas dépasser 128 caractères."]);
    const users = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM users WHERE email = 'ok@exemple.fr'`);
    expect(users.rows[0]).toEqual({ n: 0 });
  });
});

describe("one-time codes", () => {
  it("locks a code after 5 wrong tries, even for the right code afterwards", async () => {
    const email = "essais@exemple.fr";
    await post("/user/register", { email, password: "motdepasse-solide" });
    const code = await lastCodeSentTo(t.mailer, email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const r = await post("/user/register/confirm-email", { email, code: wrong });
      expect(r.json()).toMatchObject({ code: "CODE_INVALID" });
    }
    expect((await post("/user/register/confirm-email", { email, code })).json()).toMatchObject({ code: "CODE_INVALID" });
  });

  it("refuses an expired code and a used one", async () => {
    const email = "expire@exemple.fr";
    await post("/user/register", { email, password: "motdepasse-solide" });
    const code = await lastCodeSentTo(t.mailer, email);
    await t.database.db.execute(sql`UPDATE email_codes SET expires_at = now() - interval '1 second'`);
    expect((await post("/user/register/confirm-email", { email, code })).statusCode).toBe(400);

    await post("/user/resend-confirmation-code", { email });
    const fresh = await lastCodeSentTo(t.mailer, email);
    expect((await post("/user/register/confirm-email", { email, code: fresh })).statusCode).toBe(200);
    expect((await post("/user/register/confirm-email", { email, code: fresh })).statusCode).toBe(400);
  });

  it("sends at most 5 codes per account per hour", async () => {
    const email = "spam@exemple.fr";
    await post("/user/register", { email, password: "motdepasse-solide" });
    for (let i = 0; i < 4; i++) expect((await post("/user/resend-confirmation-code", { email })).statusCode).toBe(200);
    const sixth = await post("/user/resend-confirmation-code", { email });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: "TOO_MANY_CODES", message: userMessages.tooManyCodes });
  });
});

describe("login", () => {
  it("gives the same answer for a wrong password and an unknown account", async () => {
    await signUp(t, "connu@exemple.fr");
    const wrong = await post("/user/login", { email: "connu@exemple.fr", password: "pas-le-bon" });
    const unknown = await post("/user/login", { email: "inconnu@exemple.fr", password: "pas-le-bon" });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe("Identifiants incorrects, veuillez réessayer.");
  });

  it("throttles an account after 5 failures, even with the right password", async () => {
    await signUp(t, "cible@exemple.fr");
    for (let i = 0; i < 5; i++) await post("/user/login", { email: "cible@exemple.fr", password: "mauvais-mot" });
    const blocked = await post("/user/login", { email: "cible@exemple.fr", password: "motdepasse-solide" });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe("TOO_MANY_ATTEMPTS");
    // an unknown account is throttled the same way, so 429 reveals nothing
    for (let i = 0; i < 5; i++) await post("/user/login", { email: "fantome@exemple.fr", password: "mauvais-mot" });
    expect((await post("/user/login", { email: "fantome@exemple.fr", password: "x" })).statusCode).toBe(429);
  });
});

describe("tokens", () => {
  it("signs a 1-hour JWT with sub, groups and customerId", async () => {
    const s = await signUp(t, "jwt@exemple.fr");
    const payload = JSON.parse(Buffer.from(s.token.split(".")[1] as string, "base64url").toString());
    expect(payload.sub).toBe(s.userId);
    expect(payload.groups).toEqual([]);
    expect(payload.customerId).toBeNull();
    expect(payload.exp - payload.iat).toBe(3600);
  });

  it("rotates the refresh token, and a replayed one revokes the whole login", async () => {
    const s = await signUp(t, "rotation@exemple.fr");
    const first = await post("/user/refresh-token", { userId: s.userId, refreshToken: s.refreshToken });
    expect(first.statusCode).toBe(200);
    const next = first.json();
    expect(next.refreshToken).not.toBe(s.refreshToken);

    const replay = await post("/user/refresh-token", { userId: s.userId, refreshToken: s.refreshToken });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe("REFRESH_TOKEN_INVALID");
    // the legitimate holder's newer token died with the family
    expect((await post("/user/refresh-token", { userId: s.userId, refreshToken: next.refreshToken })).statusCode).toBe(401);
  });

  it("refuses a refresh token presented for another user", async () => {
    const a = await signUp(t, "a-refresh@exemple.fr");
    const b = await signUp(t, "b-refresh@exemple.fr");
    expect((await post("/user/refresh-token", { userId: b.userId, refreshToken: a.refreshToken })).statusCode).toBe(401);
  });

  it("answers 401 in the wire shape without a token or with a forged one", async () => {
    const none = await t.app.inject({ method: "GET", url: "/api/user" });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ statusCode: 401, code: "UNAUTHENTICATED" });
    const s = await signUp(t, "forge@exemple.fr");
    const [h, p] = s.token.split(".");
    const forged = await t.app.inject({ method: "GET", url: "/api/user", headers: { authorization: `Bearer ${h}.${p}.AAAA` } });
    expect(forged.statusCode).toBe(401);
  });
});

describe("account", () => {
  it("updates the profile with the contact rules and keeps the e-mail", async () => {
    const s = await signUp(t, "profil@exemple.fr");
    const bad = await post(
      "/user/update",
      { contact: { firstname: "", lastname: "Durand", email: "profil@exemple.fr", phone: "" } },
      bearer(s),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(["Le prénom est requis.", "Le numéro de téléphone est requis"]);
    const badPhone = await post(
      "/user/update",
      { contact: { firstname: "Jeanne", lastname: "Durand", email: "x@y.fr", phone: "12" } },
      bearer(s),
    );
    expect(badPhone.json().message).toBe("Le numéro de téléphone est invalide.");

    const ok = await post(
      "/user/update",
      {
        contact: {
          firstname: "Jeanne",
          lastname: "Durand",
          email: "autre@exemple.fr",
          phone: "06 12 34 56 78",
          address: { city: "Lyon", postalCode: "69002" },
        },
      },
      bearer(s),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().contact).toMatchObject({
      firstname: "Jeanne",
      phone: "06 12 34 56 78",
      email: "profil@exemple.fr",
      address: { city: "Lyon", countryCode: "FR" },
    });
  });

  it("changes the password and signs out the other sessions only", async () => {
    const email = "mdp@exemple.fr";
    const here = await signUp(t, email);
    const elsewhere = (await post("/user/login", { email, password: "motdepasse-solide" })).json();
    const wrong = await post(
      "/user/change-password",
      { oldPassword: "faux-mot-de-passe", newPassword: "nouveau-mot-de-passe" },
      bearer(here),
    );
    expect(wrong.json()).toMatchObject({ code: "WRONG_PASSWORD", message: "Le mot de passe est incorrect." });

    const ok = await post(
      "/user/change-password",
      { oldPassword: "motdepasse-solide", newPassword: "nouveau-mot-de-passe" },
      bearer(here),
    );
    expect(ok.statusCode).toBe(200);
    expect(
      (await post("/user/refresh-token", { userId: elsewhere.userId, refreshToken: elsewhere.refreshToken })).statusCode,
    ).toBe(401);
    expect((await post("/user/refresh-token", { userId: here.userId, refreshToken: here.refreshToken })).statusCode).toBe(200);
    expect((await post("/user/login", { email, password: "nouveau-mot-de-passe" })).statusCode).toBe(200);
  });

  it("resets a forgotten password with the mailed code and revokes every session", async () => {
    const email = "oubli@exemple.fr";
    const s = await signUp(t, email);
    expect((await post("/user/forgot-password", { email })).json()).toEqual({ success: true });
    expect((await post("/user/forgot-password", { email: "personne@exemple.fr" })).json()).toEqual({ success: true });
    const code = await lastCodeSentTo(t.mailer, email);
    const reset = await post("/user/reset-password", { username: email, code, newPassword: "tout-nouveau-mdp" });
    expect(reset.statusCode).toBe(200);
    expect((await post("/user/refresh-token", { userId: s.userId, refreshToken: s.refreshToken })).statusCode).toBe(401);
    expect((await post("/user/login", { email, password: "tout-nouveau-mdp" })).statusCode).toBe(200);
  });

  it("changes the e-mail after the code sent to the new address", async () => {
    const s = await signUp(t, "ancien@exemple.fr");
    await signUp(t, "prise@exemple.fr");
    const taken = await post("/user/change-email", { password: "motdepasse-solide", newEmail: "prise@exemple.fr" }, bearer(s));
    expect(taken.json()).toMatchObject({ code: "EMAIL_TAKEN" });
    const asked = await post("/user/change-email", { password: "motdepasse-solide", newEmail: "nouveau@exemple.fr" }, bearer(s));
    expect(asked.statusCode).toBe(200);
    const code = await lastCodeSentTo(t.mailer, "nouveau@exemple.fr");
    const verified = await post("/user/verify-email", { code, password: "motdepasse-solide" }, bearer(s));
    expect(verified.statusCode).toBe(200);
    expect(verified.json().contact.email).toBe("nouveau@exemple.fr");
    expect((await post("/user/login", { email: "nouveau@exemple.fr", password: "motdepasse-solide" })).statusCode).toBe(200);
    expect((await post("/user/login", { email: "ancien@exemple.fr", password: "motdepasse-solide" })).statusCode).toBe(400);
  });

  it("deletes the account and everything it owns, with the password", async () => {
    const email = "depart@exemple.fr";
    const s = await signUp(t, email);
    const vendor = (
      await post("/vendor/create", { vendorType: "DJ", company: { corporateName: "Son SARL", tradeName: "DJ Son" } }, bearer(s))
    ).json();
    expect((await post("/user/delete-account", { password: "faux-mot-de-passe" }, bearer(s))).statusCode).toBe(400);
    expect((await post("/user/delete-account", { password: "motdepasse-solide" }, bearer(s))).statusCode).toBe(200);

    expect((await post("/user/login", { email, password: "motdepasse-solide" })).statusCode).toBe(400);
    expect((await post("/user/refresh-token", { userId: s.userId, refreshToken: s.refreshToken })).statusCode).toBe(401);
    const left = await t.database.db.execute(
      sql`SELECT (SELECT count(*) FROM users WHERE email = ${email})::int AS users, (SELECT count(*) FROM vendors WHERE id = ${vendor.vendorId})::int AS vendors, (SELECT count(*) FROM refresh_tokens WHERE user_id = ${s.userId})::int AS tokens`,
    );
    expect(left.rows[0]).toEqual({ users: 0, vendors: 0, tokens: 0 });
  });

  it("sets the multi-vendor flag", async () => {
    const s = await signUp(t, "multi@exemple.fr");
    const r = await post("/user/update-multi-vendor", { isMultiVendor: true }, bearer(s));
    expect(r.json().isMultiVendor).toBe(true);
  });
});
