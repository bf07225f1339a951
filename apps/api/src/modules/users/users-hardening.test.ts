import { userMessages } from "@cortege/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSessionLiveness } from "../../platform/auth/session-liveness.ts";
import { bearer, createTestApp, lastCodeSentTo, signUp, type TestApp } from "../../test/test-app.ts";
import { MAX_TRIES_PER_ACCOUNT, MAX_TRIES_PER_IP } from "./login-throttle.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, options: { headers?: Record<string, string>; ip?: string } = {}) =>
  t.app.inject({
    method: "POST",
    url: `/api${url}`,
    payload: payload as object,
    headers: options.headers ?? {},
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
const statuses = (answers: Array<{ statusCode: number }>) =>
  answers.reduce<Record<number, number>>((acc, a) => {
    acc[a.statusCode] = (acc[a.statusCode] ?? 0) + 1;
    return acc;
  }, {});
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("one-time codes under concurrency", () => {
  it("40 parallel wrong confirmation codes: 5 tries counted, then even the right code is refused", async () => {
    const email = "course-code@exemple.fr";
    await post("/user/register", { email, password: "motdepasse-solide" });
    const code = await lastCodeSentTo(t.mailer, email);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => post("/user/register/confirm-email", { email, code: wrongCode(code) })),
    );
    expect(statuses(answers)).toEqual({ 400: 40 });
    const [row] = (
      await t.database.db.execute(
        sql`SELECT attempts FROM email_codes WHERE code_hash IS NOT NULL AND user_id = (SELECT id FROM users WHERE email = ${email})`,
      )
    ).rows;
    expect(row).toEqual({ attempts: 5 });
    const late = await post("/user/register/confirm-email", { email, code });
    expect(late.json()).toMatchObject({ code: "CODE_INVALID" });
  });

  it("40 parallel wrong reset codes lock the code too; the right code can be used once only, even in parallel", async () => {
    const email = "course-reset@exemple.fr";
    await signUp(t, email);
    await post("/user/forgot-password", { email });
    const code = await lastCodeSentTo(t.mailer, email);
    const guesses = await Promise.all(
      Array.from({ length: 40 }, () =>
        post("/user/reset-password", { username: email, code: wrongCode(code), newPassword: "un-nouveau-secret" }),
      ),
    );
    expect(statuses(guesses)).toEqual({ 400: 40 });
    expect((await post("/user/reset-password", { username: email, code, newPassword: "un-nouveau-secret" })).statusCode).toBe(
      400,
    );

    // a fresh code used by 10 parallel requests works exactly once
    await post("/user/forgot-password", { email });
    const fresh = await lastCodeSentTo(t.mailer, email);
    const uses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post("/user/reset-password", { username: email, code: fresh, newPassword: `nouveau-secret-${i}` }),
      ),
    );
    expect(statuses(uses)).toEqual({ 200: 1, 400: 9 });
  });
});

describe("login throttle under concurrency", () => {
  it("40 parallel wrong passwords: 5 are checked, 35 refused before checking, then the right password waits too", async () => {
    const email = "course-login@exemple.fr";
    await signUp(t, email);
    const ip = "198.51.100.1";
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => post("/user/login", { email, password: "pas-le-bon-mot" }, { ip })),
    );
    expect(statuses(answers)).toEqual({ 400: 5, 429: 35 });
    const right = await post("/user/login", { email, password: "motdepasse-solide" }, { ip });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: "TOO_MANY_ATTEMPTS", message: userMessages.tooManyAttempts });
  });

  it("16 parallel right logins of one account from its usual address all pass (tabs, a load test)", async () => {
    const email = "onglets@exemple.fr";
    await signUp(t, email);
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => post("/user/login", { email, password: "motdepasse-solide" })),
    );
    expect(statuses(answers)).toEqual({ 200: 16 });
    // and failures there still count: 5, then 429 even with the right password
    for (let i = 0; i < 5; i++) await post("/user/login", { email, password: "pas-le-bon-mot" });
    expect((await post("/user/login", { email, password: "motdepasse-solide" })).statusCode).toBe(429);
  });

  it("a guesser elsewhere cannot lock the owner out of the address they already log in from", async () => {
    const email = "victime@exemple.fr";
    await signUp(t, email); // logs in from 127.0.0.1: a known address for this account
    const from = (i: number) => `203.0.113.${i % 200}`;
    const attacks = await Promise.all(
      Array.from({ length: MAX_TRIES_PER_ACCOUNT + 20 }, (_, i) =>
        post("/user/login", { email, password: `essai-${i}` }, { ip: from(i) }),
      ),
    );
    expect(statuses(attacks)[429]).toBeGreaterThan(0);
    expect((await post("/user/login", { email, password: "motdepasse-solide" })).statusCode).toBe(200);
  });

  it("one proxy's address spraying many accounts does not lock out a known user behind the same proxy", async () => {
    const proxy = "192.0.2.10";
    const known = await signUp(t, "collegue@exemple.fr");
    expect(known.userId).toBeTruthy();
    expect(
      (await post("/user/login", { email: "collegue@exemple.fr", password: "motdepasse-solide" }, { ip: proxy })).statusCode,
    ).toBe(200);
    const spray = await Promise.all(
      Array.from({ length: MAX_TRIES_PER_IP + 20 }, (_, i) =>
        post("/user/login", { email: `cible-${i % 40}@exemple.fr`, password: "azerty123" }, { ip: proxy }),
      ),
    );
    expect(statuses(spray)[429]).toBeGreaterThanOrEqual(20);
    expect(
      (await post("/user/login", { email: "collegue@exemple.fr", password: "motdepasse-solide" }, { ip: proxy })).statusCode,
    ).toBe(200);
  });
});

describe("no account enumeration", () => {
  async function timed(call: () => Promise<{ statusCode: number; body: string }>) {
    const start = performance.now();
    const res = await call();
    return { ms: performance.now() - start, status: res.statusCode, body: res.body };
  }

  it("register, resend-confirmation, forgot-password and login answer alike, in comparable time", async () => {
    const calls: Record<string, (email: string) => Promise<{ statusCode: number; body: string }>> = {
      register: (email) => post("/user/register", { email, password: "un-autre-secret-long" }),
      "resend-confirmation-code": (email) => post("/user/resend-confirmation-code", { email }),
      "forgot-password": (email) => post("/user/forgot-password", { email }),
      login: (email) => post("/user/login", { email, password: "pas-le-bon-mot" }, { ip: `100.64.0.${email.length}` }),
    };
    const figures: string[] = [];
    for (const [name, call] of Object.entries(calls)) {
      // one account per call: the e-mails to one address are limited to 5 an hour
      const known = `existe-${name}@exemple.fr`;
      await signUp(t, known);
      const knownTimes: number[] = [];
      const unknownTimes: number[] = [];
      for (let run = 0; run < 3; run++) {
        const a = await timed(() => call(known));
        const b = await timed(() => call(`inconnu-${name}-${run}@exemple.fr`));
        expect(a.status, name).toBe(b.status);
        expect(a.body, name).toBe(b.body);
        knownTimes.push(a.ms);
        unknownTimes.push(b.ms);
      }
      const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[1] as number;
      const ratio = Math.max(median(knownTimes), median(unknownTimes)) / Math.min(median(knownTimes), median(unknownTimes));
      figures.push(`${name}: existing ${median(knownTimes).toFixed(0)} ms, unknown ${median(unknownTimes).toFixed(0)} ms`);
      expect(ratio, name).toBeLessThan(3);
    }
    process.stdout.write(`enumeration timings (median of 3) — ${figures.join("; ")}\n`);
  }, 60_000);

  it("limits the e-mails to one address, known or not, with the same 429", async () => {
    const statusesFor = async (email: string) => {
      const out: number[] = [];
      for (let i = 0; i < 6; i++) out.push((await post("/user/forgot-password", { email })).statusCode);
      return out;
    };
    const owner = "limite@exemple.fr";
    await signUp(t, owner);
    // signUp's registration mailed a code already: 4 more pass, like for an unknown address after 5
    const knownStatuses = await statusesFor(owner);
    await post("/user/forgot-password", { email: "nul-part@exemple.fr" });
    const unknownStatuses = await statusesFor("nul-part@exemple.fr");
    expect(knownStatuses.slice(-1)).toEqual([429]);
    expect(unknownStatuses.slice(-1)).toEqual([429]);
    const sent = ((await t.mailer.outbox?.list()) ?? []).filter((m) => m.to === owner);
    expect(sent.length).toBeLessThanOrEqual(5);
  });

  it("rate-limits the 'account already exists' e-mail", async () => {
    const owner = "deja-inscrit@exemple.fr";
    await signUp(t, owner);
    for (let i = 0; i < 8; i++) await post("/user/register", { email: owner, password: "un-autre-secret-long" });
    const exists = ((await t.mailer.outbox?.list()) ?? []).filter(
      (m) => m.to === owner && m.subject === "Vous avez déjà un compte Cortège",
    );
    expect(exists.length).toBe(4); // 5 e-mails an hour to one address, the confirmation code included
  }, 30_000);
});

describe("concurrent registration", () => {
  it("20 parallel registrations of one address: no 5xx, one account", async () => {
    const email = "vingt@exemple.fr";
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post("/user/register", { email, password: "motdepasse-solide" })),
    );
    expect(answers.every((a) => a.statusCode < 500)).toBe(true);
    expect(statuses(answers)[200]).toBeGreaterThanOrEqual(1);
    const [row] = (await t.database.db.execute(sql`SELECT count(*)::int AS n FROM users WHERE email = ${email}`)).rows;
    expect(row).toEqual({ n: 1 });
  });
});

describe("sessions", () => {
  it("logout revokes the login: its refresh token and its access token stop working at once, other logins live on", async () => {
    const email = "depart-session@exemple.fr";
    const here = await signUp(t, email);
    const elsewhere = (await post("/user/login", { email, password: "motdepasse-solide" })).json();
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: bearer(here) });
    expect(me.statusCode).toBe(200);
    expect(me.headers["cache-control"]).toBe("no-store");

    const stranger = await signUp(t, "etranger-session@exemple.fr");
    const forged = await post("/user/logout", { userId: stranger.userId, refreshToken: here.refreshToken });
    expect(forged.json()).toEqual({ success: true }); // someone else's token: same answer, nothing revoked
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: bearer(here) })).statusCode).toBe(200);

    const out = await post("/user/logout", { userId: here.userId, refreshToken: here.refreshToken });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    const after = await t.app.inject({ method: "GET", url: "/api/user", headers: bearer(here) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: "UNAUTHENTICATED" });
    expect((await post("/user/refresh-token", { userId: here.userId, refreshToken: here.refreshToken })).statusCode).toBe(401);

    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: bearer(elsewhere) })).statusCode).toBe(200);
  });

  it("another replica sees a revocation within its cache time", async () => {
    const s = await signUp(t, "replique@exemple.fr");
    const sid = JSON.parse(Buffer.from(s.token.split(".")[1] as string, "base64url").toString()).sid as string;
    const replica = createSessionLiveness(t.database.db, 300);
    expect(await replica.isLive(sid)).toBe(true);
    await t.database.db.execute(sql`UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = ${sid}`);
    expect(await replica.isLive(sid)).toBe(true); // remembered
    await new Promise((r) => setTimeout(r, 350));
    expect(await replica.isLive(sid)).toBe(false);
  });

  it("changing or resetting the password kills the other logins' access tokens too", async () => {
    const email = "mdp-session@exemple.fr";
    const here = await signUp(t, email);
    const other = (await post("/user/login", { email, password: "motdepasse-solide" })).json();
    await post(
      "/user/change-password",
      { oldPassword: "motdepasse-solide", newPassword: "nouveau-secret-long" },
      { headers: bearer(here) },
    );
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: bearer(other) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: bearer(here) })).statusCode).toBe(200);
  });

  it("refuses the most common passwords with the French message", async () => {
    const res = await post("/user/register", { email: "commun@exemple.fr", password: "Azertyuiop" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      message: "Ce mot de passe est trop courant : choisissez-en un autre.",
    });
    const s = await signUp(t, "commun-2@exemple.fr");
    const change = await post(
      "/user/change-password",
      { oldPassword: "motdepasse-solide", newPassword: "password123" },
      { headers: bearer(s) },
    );
    expect(change.json().message).toBe(userMessages.passwordTooCommon);
    // The server's international frequency list too, beyond the domain's own French one.
    for (const password of ["Baseball", "trustno1", "sunshine"]) {
      const refused = await post("/user/register", { email: "commun-3@exemple.fr", password });
      expect(refused.json().message, password).toBe(userMessages.passwordTooCommon);
    }
  });

  it("sends every authenticated answer, and the account calls, with Cache-Control: no-store", async () => {
    const s = await signUp(t, "cache@exemple.fr");
    const login = await post("/user/login", { email: "cache@exemple.fr", password: "motdepasse-solide" });
    expect(login.headers["cache-control"]).toBe("no-store");
    const vendor = await post(
      "/vendor/create",
      { vendorType: "DJ", company: { corporateName: "Cache SARL", tradeName: "DJ Cache" } },
      { headers: bearer(s) },
    );
    expect(vendor.headers["cache-control"]).toBe("no-store");
    const denied = await t.app.inject({ method: "GET", url: "/api/user" });
    expect(denied.statusCode).toBe(401);
    expect(denied.headers["cache-control"]).toBe("no-store");
    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(health.headers["cache-control"]).toBeUndefined();
  });
});
