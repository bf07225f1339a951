import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const key = (name: string) => `vendors/00000000-0000-4000-8000-000000000001/Chat/_/_/${name}/original`;

describe("local signed URLs", () => {
  it.each([
    ["no Content-Type, as a browser sends a file of unknown type", {}],
    ["a JSON Content-Type, which must not be parsed", { "content-type": "application/json" }],
    ["a form Content-Type", { "content-type": "application/x-www-form-urlencoded" }],
  ])("store the exact bytes sent with %s", async (label, headers) => {
    const bytes = Buffer.from(`{"not": "parsed", "label": "${label}"}`);
    const { url } = await t.storage.signUpload(key(`f${label.length}`), { size: bytes.length, expiresInSeconds: 60 });
    const put = await t.app.inject({ method: "PUT", url, payload: bytes, headers });
    expect(put.statusCode, put.body).toBe(204);
    expect((await t.storage.read(key(`f${label.length}`), 1000)).equals(bytes)).toBe(true);
  });

  it("refuse a body longer or shorter than signed, and keep nothing of it", async () => {
    const { url } = await t.storage.signUpload(key("sized"), { size: 10, expiresInSeconds: 60 });
    const longer = await t.app.inject({ method: "PUT", url, payload: Buffer.alloc(11) });
    expect(longer.statusCode).toBe(413);
    expect(longer.json()).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      message: "Le fichier envoyé ne correspond pas à la taille annoncée.",
    });
    const shorter = await t.app.inject({ method: "PUT", url, payload: Buffer.alloc(9) });
    expect(shorter.statusCode).toBe(400);
    expect(await t.storage.size(key("sized"))).toBeNull();
  });

  it("answer HEAD and GET with the stored headers, 404 once deleted", async () => {
    await t.storage.write(key("served"), Buffer.from("%PDF-1.4"), {
      contentType: "application/pdf",
      contentDisposition: 'attachment; filename="a.pdf"',
    });
    const { url } = await t.storage.signDownload(key("served"), { expiresInSeconds: 60 });
    const head = await t.app.inject({ method: "HEAD", url });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe("8");
    const get = await t.app.inject({ method: "GET", url });
    expect(get.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": 'attachment; filename="a.pdf"',
    });
    expect(get.headers["content-security-policy"]).toContain("sandbox");
    await t.storage.remove([key("served")]);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
  });

  it("refuse a key that leaves the storage, and a GET signature used for a PUT", async () => {
    const { url } = await t.storage.signDownload(key("x"), { expiresInSeconds: 60 });
    const escaped = url.replace("vendors/", "vendors/../../");
    expect((await t.app.inject({ method: "GET", url: escaped })).statusCode).toBeGreaterThanOrEqual(400);
    const asPut = await t.app.inject({ method: "PUT", url: `${url}&size=1`, payload: Buffer.alloc(1) });
    expect(asPut.statusCode).toBe(403);
    await expect(t.storage.signDownload("../secrets.json", { expiresInSeconds: 60 })).rejects.toThrow(/unsafe/);
  });
});
