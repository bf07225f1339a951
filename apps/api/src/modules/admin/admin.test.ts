import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, type Session, signUp, type TestApp } from "../../test/test-app.ts";
import { setAdminRole } from "./admin-grant.ts";

let t: TestApp;
let vendor: Session;
let vendorId: string;
let admin: Session;
const PASSWORD = "motdepasse-solide";

const login = async (email: string) => {
  const res = await t.app.inject({ method: "POST", url: "/api/user/login", payload: { email, password: PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Session;
};

beforeAll(async () => {
  t = await createTestApp();
  vendor = await signUp(t, "lea@exemple.fr");
  const created = await t.app.inject({
    method: "POST",
    url: "/api/vendor/create",
    headers: bearer(vendor),
    payload: { vendorType: "RECEPTION_VENUE", company: { corporateName: "Château Léa SAS", tradeName: "Château Léa" } },
  });
  expect(created.statusCode, created.body).toBe(200);
  vendorId = created.json().vendorId;
  await signUp(t, "admin@exemple.fr");
  expect(await setAdminRole(t.database.db, "Admin@exemple.fr", true)).toBe("granted");
  admin = await login("admin@exemple.fr");
});
afterAll(async () => {
  await t.close();
});

describe("administrators", () => {
  it("grants the role by the command's function only, and the token carries the admin group", () => {
    const payload = JSON.parse(Buffer.from(admin.token.split(".")[1] as string, "base64url").toString("utf8"));
    expect(payload.groups).toContain("admin");
  });

  it("answers an unknown e-mail without granting anything", async () => {
    expect(await setAdminRole(t.database.db, "personne@exemple.fr", true)).toBe("unknown-email");
  });

  it("refuses every admin route to a vendor with 403, as the guard does for the admin rule", async () => {
    for (const url of [
      "/api/admin/vendors",
      `/api/admin/vendors/settings?id=${vendorId}`,
      "/api/admin/blog/articles",
      "/api/admin/audit-log",
    ]) {
      const res = await t.app.inject({ method: "GET", url, headers: bearer(vendor) });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe("Accès réservé aux administrateurs.");
    }
  });

  it("lists every vendor with search and paging, and logs who asked, what and when", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/vendors?search=léa&page=1&limit=10",
      headers: bearer(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(1);
    expect(body.vendors[0]).toMatchObject({
      id: vendorId,
      tradeName: "Château Léa",
      ownerEmail: "lea@exemple.fr",
      isPublished: false,
      plan: null,
    });
    const none = await t.app.inject({ method: "GET", url: "/api/admin/vendors?search=zzz", headers: bearer(admin) });
    expect(none.json()).toMatchObject({ vendors: [], total: 0 });
    // A member's e-mail finds its vendor too; % is a character, not a wildcard.
    const byEmail = await t.app.inject({ method: "GET", url: "/api/admin/vendors?search=LEA%40exemple", headers: bearer(admin) });
    expect(byEmail.json()).toMatchObject({ total: 1, vendors: [{ id: vendorId, ownerEmail: "lea@exemple.fr" }] });
    const literal = await t.app.inject({ method: "GET", url: "/api/admin/vendors?search=%25", headers: bearer(admin) });
    expect(literal.json()).toMatchObject({ vendors: [], total: 0 });

    const { rows } = await t.database.pool.query(
      "SELECT user_id, email, action, status_code, created_at FROM admin_audit_log WHERE action = 'GET /api/admin/vendors' ORDER BY created_at",
    );
    // The vendor's refused attempt (previous test) is in the trail too.
    expect(rows.find((r) => r.user_id === vendor.userId)).toMatchObject({ status_code: 403 });
    rows.splice(
      0,
      rows.findIndex((r) => r.user_id === admin.userId),
    );
    expect(rows[0]).toMatchObject({
      user_id: admin.userId,
      email: "admin@exemple.fr",
      action: "GET /api/admin/vendors",
      status_code: 200,
    });
    expect(Date.now() - new Date(rows[0].created_at).getTime()).toBeLessThan(60_000);
  });

  it("shows a vendor's settings read-only, never its clients, and logs the vendor looked at", async () => {
    await t.app.inject({
      method: "POST",
      url: "/api/client/individual/create",
      headers: bearer(vendor),
      payload: { vendorId, contacts: [{ firstname: "Zoé", lastname: "Secrète", email: "zoe@exemple.fr", phone: "0612345678" }] },
    });
    const res = await t.app.inject({ method: "GET", url: `/api/admin/vendors/settings?id=${vendorId}`, headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      vendor: { id: vendorId },
      company: { tradeName: "Château Léa" },
      // All channels and kinds on by default (part 2 §9).
      notificationSettings: { vendorId, inAppEnabled: true, emailEnabled: true, pushEnabled: true },
    });
    expect(res.json().notificationSettings.eventTypes.length).toBeGreaterThanOrEqual(15);
    expect(res.body).not.toContain("Secrète");
    const { rows } = await t.database.pool.query(
      "SELECT target FROM admin_audit_log WHERE action = 'GET /api/admin/vendors/settings'",
    );
    expect(rows.map((r) => r.target)).toContain(vendorId);
  });

  it("keeps admins out of vendor data: a vendor route naming someone else's vendor is 404", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/client/list?vendorId=${vendorId}`, headers: bearer(admin) });
    expect(res.statusCode).toBe(404);
  });

  it("refuses an admin call naming a tenant vendorId (admin calls name the vendor `id`)", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/admin/vendors?vendorId=${vendorId}`, headers: bearer(admin) });
    expect(res.statusCode).toBe(400);
  });

  it("refuses a revoked administrator at once, even with a token still carrying the group", async () => {
    await signUp(t, "ex-admin@exemple.fr");
    await setAdminRole(t.database.db, "ex-admin@exemple.fr", true);
    const exAdmin = await login("ex-admin@exemple.fr");
    expect((await t.app.inject({ method: "GET", url: "/api/admin/vendors", headers: bearer(exAdmin) })).statusCode).toBe(200);
    expect(await setAdminRole(t.database.db, "ex-admin@exemple.fr", false)).toBe("revoked");
    const res = await t.app.inject({ method: "GET", url: "/api/admin/vendors", headers: bearer(exAdmin) });
    expect(res.statusCode).toBe(403);
    const { rows } = await t.database.pool.query(
      "SELECT status_code FROM admin_audit_log WHERE email = 'ex-admin@exemple.fr' ORDER BY created_at",
    );
    expect(rows.map((r) => r.status_code)).toEqual([200, 403]);
  });

  it("shows administrators the audit trail, newest first: who called what, on which vendor, with which answer", async () => {
    await t.app.inject({ method: "GET", url: `/api/admin/vendors/settings?id=${vendorId}`, headers: bearer(admin) });
    const res = await t.app.inject({ method: "GET", url: "/api/admin/audit-log?limit=5", headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(200);
    const { entries } = res.json() as {
      entries: { email: string; action: string; target: string | null; statusCode: number; at: string }[];
    };
    expect(entries.length).toBeLessThanOrEqual(5);
    expect(entries[0]).toMatchObject({
      email: "admin@exemple.fr",
      action: "GET /api/admin/vendors/settings",
      target: vendorId,
      statusCode: 200,
    });
    expect(Date.parse(entries[0]?.at ?? "")).not.toBeNaN();
    const times = entries.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    // A vendor never reads it; a limit past 200 is refused.
    expect((await t.app.inject({ method: "GET", url: "/api/admin/audit-log", headers: bearer(vendor) })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/admin/audit-log?limit=500", headers: bearer(admin) })).statusCode,
    ).toBe(400);
  });
});
