import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobQueue } from "../../platform/jobs/job-queue.ts";
import { createLocalStorage } from "../../platform/storage/local-storage.ts";
import { createS3Storage } from "../../platform/storage/s3-storage.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { startS3TestServer } from "../../test/s3-test-server.ts";
import { bearer, createTestApp, type Session, signUp, type TestApp } from "../../test/test-app.ts";
import { exifHasGps, gif, hostileSvg, noiseJpeg, pdf, phoneJpeg, png } from "../../test/test-files.ts";
import { createUploadPurge } from "./upload-purge.job.ts";

type Driver = { name: string; start: () => Promise<{ storage: Storage; stop: () => Promise<void> }> };

const drivers: Driver[] = [
  {
    name: "local disk",
    start: async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), "cortege-files-"));
      const storage = createLocalStorage({ root, signingSecret: randomBytes(32) });
      return { storage, stop: async () => fs.rmSync(root, { recursive: true, force: true }) };
    },
  },
  {
    name: "S3 (local S3 protocol server)",
    start: async () => {
      const server = await startS3TestServer();
      const storage = createS3Storage(server.settings);
      return {
        storage,
        stop: async () => {
          await storage.close();
          await server.close();
        },
      };
    },
  },
];

const MB = 1024 * 1024;
/** Small enough to reach in a test; each test that fills it has its own vendor. */
const QUOTA = 2 * MB;

type Vendor = { session: Session; vendorId: string };
type Http = { status: number; headers: Record<string, string>; body: Buffer };

describe.each(drivers)("media library on $name", (driver) => {
  let t: TestApp;
  let storage: Storage;
  let stop: () => Promise<void>;
  let alice: Vendor;
  let bob: Vendor;
  let counter = 0;

  beforeAll(async () => {
    ({ storage, stop } = await driver.start());
    t = await createTestApp({ storage, storageQuotaBytes: QUOTA });
    alice = await newVendor("Château Alice");
    bob = await newVendor("Moulin Bob");
  });
  afterAll(async () => {
    await t.close();
    await stop();
  });

  async function newVendor(tradeName: string): Promise<Vendor> {
    const session = await signUp(t, `vendeur-${++counter}@exemple.fr`);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/vendor/create",
      headers: bearer(session),
      payload: { vendorType: "RECEPTION_VENUE", company: { corporateName: `${tradeName} SAS`, tradeName } },
    });
    return { session, vendorId: res.json().vendorId };
  }

  const call = (who: Vendor, url: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: "POST",
      url: `/api/media-library/${url}`,
      headers: bearer(who.session),
      payload: { vendorId: who.vendorId, ...payload },
    });

  /** A signed URL as a browser would use it: the API for local disk, the bucket for S3. */
  async function http(url: string, method: "GET" | "PUT" = "GET", body?: Buffer): Promise<Http> {
    if (url.startsWith("/")) {
      const res = await t.app.inject({
        method,
        url,
        ...(body ? { payload: body, headers: { "content-type": "application/octet-stream" } } : {}),
      });
      return { status: res.statusCode, headers: res.headers as Record<string, string>, body: res.rawPayload };
    }
    const res = await fetch(url, { method, ...(body ? { body: new Uint8Array(body) } : {}) });
    return { status: res.status, headers: Object.fromEntries(res.headers), body: Buffer.from(await res.arrayBuffer()) };
  }

  type Upload = { name: string; bytes: Buffer };
  type Folder = { category: string; clientId?: string; id?: string };

  async function presign(who: Vendor, folder: Folder, files: Upload[]) {
    const res = await call(who, "presigned-urls", {
      ...folder,
      filenames: files.map((f) => f.name),
      sizes: files.map((f) => f.bytes.length),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().urls as Array<{ fileId: string; url: string; method: string; filename: string; size: number }>;
  }

  /** presigned-urls, PUT of the bytes, confirm: what the uploader does. Returns the confirm answers. */
  async function upload(who: Vendor, folder: Folder, files: Upload[]) {
    const urls = await presign(who, folder, files);
    const answers = [];
    for (const [i, target] of urls.entries()) {
      const put = await http(target.url, "PUT", files[i]?.bytes);
      expect(put.status, put.body.toString()).toBeLessThan(300);
      answers.push(await call(who, "confirm", { fileId: target.fileId }));
    }
    return answers;
  }

  async function uploadOne(who: Vendor, folder: Folder, file: Upload) {
    const [res] = await upload(who, folder, [file]);
    expect(res?.statusCode, res?.body).toBe(200);
    return res?.json();
  }

  it("uploads through a signed URL, serves the original under its own name, and web variants without location", async () => {
    const jpeg = await phoneJpeg();
    expect(exifHasGps((await sharp(jpeg).metadata()).exif)).toBe(true);

    const file = await uploadOne(alice, { category: "Medias" }, { name: "Réception été.jpg", bytes: jpeg });
    expect(file).toMatchObject({ filename: "Réception été.jpg", fileType: "JPEG", category: "Medias" });
    expect(file.fileId).not.toContain("Réception");
    expect(new Date(file.expiresAt).getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);

    // The original keeps its pixels and its orientation, but neither the GPS position nor the camera.
    const original = await http(file.downloadUrl);
    expect(original.status).toBe(200);
    expect(file.size).toBe(original.body.length);
    expect(original.body.length).toBeLessThan(jpeg.length);
    const originalMeta = await sharp(original.body).metadata();
    expect(exifHasGps(originalMeta.exif)).toBe(false);
    expect(originalMeta.orientation).toBe(6);
    expect([originalMeta.width, originalMeta.height]).toEqual([2400, 1600]);
    expect(original.body.includes(Buffer.from("CortegeCam"))).toBe(false);
    const [sentPixels, keptPixels] = await Promise.all([sharp(jpeg).raw().toBuffer(), sharp(original.body).raw().toBuffer()]);
    expect(keptPixels.equals(sentPixels)).toBe(true);
    expect(original.headers["content-type"]).toBe("image/jpeg");
    expect(original.headers["content-disposition"]).toBe(
      `attachment; filename="Reception ete.jpg"; filename*=UTF-8''R%C3%A9ception%20%C3%A9t%C3%A9.jpg`,
    );

    const large = await http(file.url);
    expect(large.headers["content-type"]).toBe("image/webp");
    const largeMeta = await sharp(large.body).metadata();
    // 2400×1600 stored sideways: upright it is 1600 wide at most on its longest side.
    expect([largeMeta.format, largeMeta.width, largeMeta.height]).toEqual(["webp", 1067, 1600]);
    expect(largeMeta.exif).toBeUndefined();
    expect(large.body.includes(Buffer.from("CortegeCam"))).toBe(false);

    const thumbnail = await sharp((await http(file.thumbnailUrl)).body).metadata();
    expect([thumbnail.format, thumbnail.width, thumbnail.height]).toEqual(["webp", 267, 400]);
    expect(thumbnail.exif).toBeUndefined();

    const listed = await call(alice, "urls-from-folder", { category: "Medias" });
    expect(listed.json().urls.map((f: { fileId: string }) => f.fileId)).toEqual([file.fileId]);
    const usage = await t.app.inject({
      method: "GET",
      url: `/api/media-library/usage?vendorId=${alice.vendorId}`,
      headers: bearer(alice.session),
    });
    expect(usage.json().fileCount).toBe(1);
    expect(usage.json().usedBytes).toBe(original.body.length + large.body.length + (await http(file.thumbnailUrl)).body.length);
    expect(usage.json().quotaBytes).toBe(QUOTA);
  });

  it("answers urls in the order asked, null for a name the folder does not hold", async () => {
    const owner = await newVendor("Ordre");
    const [a, b] = await upload(owner, { category: "Space", id: "salle-1" }, [
      { name: "a.png", bytes: await png() },
      { name: "b.gif", bytes: await gif() },
    ]);
    const ids = [b?.json().fileId, "inconnu", a?.json().fileId];
    const res = await call(owner, "urls", { category: "Space", id: "salle-1", filenames: ids });
    const urls = res.json().urls as Array<{ fileId: string; fileType: string } | null>;
    expect(urls).toHaveLength(3);
    expect(urls.map((u) => u?.fileType ?? null)).toEqual(["GIF", null, "PNG"]);
    // Same names, another folder of the same vendor: not there.
    const elsewhere = await call(owner, "urls", { category: "Space", id: "salle-2", filenames: ids });
    expect(elsewhere.json().urls).toEqual([null, null, null]);
  });

  it("reorders a folder, keeps the order for later listings, and another vendor cannot reorder it", async () => {
    const owner = await newVendor("Galerie");
    const folder = { category: "Medias" };
    const answers = await upload(owner, folder, [
      { name: "un.png", bytes: await png(40) },
      { name: "deux.png", bytes: await png(41) },
      { name: "trois.png", bytes: await png(42) },
    ]);
    const [one, two, three] = answers.map((a) => a.json().fileId as string);
    const names = (res: { json: () => { urls: Array<{ filename: string }> } }) => res.json().urls.map((f) => f.filename);

    const reordered = await call(owner, "reorder", { ...folder, filenames: [three, one, two] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(names(reordered)).toEqual(["trois.png", "un.png", "deux.png"]);
    expect(names(await call(owner, "urls-from-folder", folder))).toEqual(["trois.png", "un.png", "deux.png"]);

    // Naming two of them swaps those two in their places; the third stays where it was.
    await call(owner, "reorder", { ...folder, filenames: [two, three] });
    expect(names(await call(owner, "urls-from-folder", folder))).toEqual(["deux.png", "un.png", "trois.png"]);

    // A new upload comes last.
    await uploadOne(owner, folder, { name: "quatre.png", bytes: await png(43) });
    expect(names(await call(owner, "urls-from-folder", folder))).toEqual(["deux.png", "un.png", "trois.png", "quatre.png"]);

    const foreign = await call(bob, "reorder", { ...folder, vendorId: owner.vendorId, filenames: [three, one] });
    expect(foreign.statusCode).toBe(404);
    const ownFolder = await call(bob, "reorder", { ...folder, filenames: [three, one] });
    expect(ownFolder.statusCode).toBe(200);
    expect(ownFolder.json().urls).toEqual([]);
    expect(names(await call(owner, "urls-from-folder", folder))).toEqual(["deux.png", "un.png", "trois.png", "quatre.png"]);
  });

  it("refuses a URL once it has expired, for download and upload", async () => {
    const file = await uploadOne(alice, { category: "ClientDrive", clientId: "c-1" }, { name: "plan.png", bytes: await png() });
    const key = `vendors/${alice.vendorId}/ClientDrive/c-1/_/${file.fileId}/original`;
    const shortGet = await storage.signDownload(key, { expiresInSeconds: 1 });
    const shortPut = await storage.signUpload(`vendors/${alice.vendorId}/Medias/_/_/expired/original`, {
      size: 4,
      expiresInSeconds: 1,
    });
    expect((await http(shortGet.url)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await http(shortGet.url)).status).toBe(403);
    expect((await http(shortPut.url, "PUT", Buffer.from("abcd"))).status).toBe(403);
  });

  it("refuses a tampered signature, and a signature carried over to another vendor's file", async () => {
    const mine = await uploadOne(alice, { category: "Medias" }, { name: "a.png", bytes: await png() });
    const theirs = await uploadOne(bob, { category: "Medias" }, { name: "b.png", bytes: await png(80) });
    const tamper = (url: string) =>
      url.replace(/((?:X-Amz-Signature|signature)=)([^&])/, (_m, name: string, c: string) => `${name}${c === "A" ? "B" : "A"}`);
    expect(tamper(mine.downloadUrl)).not.toBe(mine.downloadUrl);
    expect((await http(tamper(mine.downloadUrl))).status).toBe(403);

    // Alice's signature with Bob's key (and Bob's file id): refused.
    const moved = mine.downloadUrl.replace(alice.vendorId, bob.vendorId).replace(mine.fileId, theirs.fileId);
    expect(moved).toContain(bob.vendorId);
    expect((await http(moved)).status).toBe(403);

    const [target] = await presign(alice, { category: "Medias" }, [{ name: "c.png", bytes: Buffer.alloc(10) }]);
    expect((await http(tamper(target?.url ?? ""), "PUT", Buffer.alloc(10))).status).toBe(403);
  });

  it("keeps each vendor to its own files", async () => {
    const file = await uploadOne(alice, { category: "ClientDrive", clientId: "c-2" }, { name: "contrat.pdf", bytes: pdf() });
    const folder = { category: "ClientDrive", clientId: "c-2" };
    const asBobOnAlice = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({
        method: "POST",
        url: `/api/media-library/${url}`,
        headers: bearer(bob.session),
        payload: { vendorId: alice.vendorId, ...payload },
      });
    for (const [url, payload] of [
      ["presigned-urls", { ...folder, filenames: ["x.pdf"], sizes: [10] }],
      ["confirm", { fileId: file.fileId }],
      ["urls", { ...folder, filenames: [file.fileId] }],
      ["urls-from-folder", folder],
      ["delete", { ...folder, filenames: [file.fileId] }],
      ["copy-folder", { category: "Quote", clientId: "c-2", id: "q-1" }],
      ["delete-folder", { category: "QuoteTmp" }],
    ] as const) {
      const res = await asBobOnAlice(url, payload);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain("contrat");
    }
    // With his own vendor id, Bob's calls only ever see Bob's files.
    expect((await call(bob, "confirm", { fileId: file.fileId })).statusCode).toBe(404);
    expect((await call(bob, "urls", { ...folder, filenames: [file.fileId] })).json().urls).toEqual([null]);
    expect((await call(bob, "urls-from-folder", folder)).json().urls).toEqual([]);
    expect((await call(bob, "delete", { ...folder, filenames: [file.fileId] })).json()).toEqual({ deleted: 0 });
    const still = await call(alice, "urls", { ...folder, filenames: [file.fileId] });
    expect(still.json().urls[0].fileId).toBe(file.fileId);
    expect((await http(still.json().urls[0].downloadUrl)).body.equals(pdf())).toBe(true);
  });

  it("decides the type from the bytes, whatever the name says, and forgets a refused file", async () => {
    const owner = await newVendor("Types");
    const [disguisedPdf, textAsPng, brokenJpeg] = await upload(owner, { category: "Medias" }, [
      { name: "photo.jpg", bytes: pdf() },
      { name: "image.png", bytes: Buffer.from("<html><script>alert(1)</script></html>") },
      { name: "cassée.jpg", bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2000)]) },
    ]);
    expect(disguisedPdf?.statusCode).toBe(400);
    expect(disguisedPdf?.json()).toMatchObject({
      code: "FILE_TYPE_REFUSED",
      message:
        "Le contenu de « photo.jpg » n'est pas un format accepté ici. Formats acceptés : JPEG, PNG, GIF, BMP, SVG, TIFF ou WEBP.",
    });
    expect(textAsPng?.json().code).toBe("FILE_TYPE_REFUSED");
    expect(brokenJpeg?.json()).toMatchObject({ code: "FILE_UNREADABLE", message: "« cassée.jpg » est illisible ou endommagé." });
    expect((await call(owner, "urls-from-folder", { category: "Medias" })).json().urls).toEqual([]);

    // The same PDF is welcome in the client drive; a PNG named .pdf is a PNG.
    const drive = { category: "ClientDrive", clientId: "c-3" };
    expect((await uploadOne(owner, drive, { name: "devis.jpg", bytes: pdf() })).fileType).toBe("PDF");
    expect((await uploadOne(owner, drive, { name: "scan.pdf", bytes: await png() })).fileType).toBe("PNG");
  });

  it("refuses an oversized file before the upload, and bytes beyond the announced size during it", async () => {
    const tooBig = await call(alice, "presigned-urls", { category: "VendorLogo", filenames: ["logo.png"], sizes: [5 * MB + 1] });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({
      code: "FILE_TOO_LARGE",
      message: "« logo.png » est trop volumineux : 5 Mo au maximum pour ce type de fichier.",
    });
    const empty = await call(alice, "presigned-urls", { category: "Medias", filenames: ["vide.jpg"], sizes: [0] });
    expect(empty.json()).toMatchObject({ code: "FILE_EMPTY", message: "« vide.jpg » est vide." });

    const small = await png();
    const [target] = await presign(alice, { category: "Medias" }, [{ name: "menteur.png", bytes: small }]);
    const bigger = Buffer.concat([small, Buffer.alloc(4096)]);
    expect((await http(target?.url ?? "", "PUT", bigger)).status).toBeGreaterThanOrEqual(400);
    const confirm = await call(alice, "confirm", { fileId: target?.fileId });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json()).toMatchObject({
      code: "UPLOAD_MISSING",
      message: "« menteur.png » n'a pas été reçu. Recommencez l'envoi.",
    });
  });

  it("refuses uploads beyond the vendor's quota, before and after sending, and shows the space used", async () => {
    const owner = await newVendor("Quota");
    const photo = await noiseJpeg(900, 700);
    expect(photo.length).toBeGreaterThan(500_000);
    await uploadOne(owner, { category: "Medias" }, { name: "un.jpg", bytes: photo });

    const announced = await call(owner, "presigned-urls", {
      category: "Medias",
      filenames: ["deux.jpg", "trois.jpg", "quatre.jpg"],
      sizes: [photo.length, photo.length, photo.length],
    });
    expect(announced.statusCode).toBe(400);
    expect(announced.json().code).toBe("STORAGE_QUOTA_EXCEEDED");
    expect(announced.json().message).toMatch(/^Espace de stockage insuffisant : .+ utilisés sur 2 Mo\. Supprimez des fichiers/);

    // Two uploads announced while their sizes fitted: the announced size of the other one is held for it,
    // so the first confirmed, with its web variants, no longer fits; the other one then does.
    const urls = await presign(owner, { category: "Medias" }, [{ name: "deux.jpg", bytes: photo }]);
    const more = await presign(owner, { category: "Medias" }, [{ name: "trois.jpg", bytes: photo }]);
    for (const target of [...urls, ...more]) expect((await http(target.url, "PUT", photo)).status).toBeLessThan(300);
    const over = await call(owner, "confirm", { fileId: urls[0]?.fileId });
    expect(over.statusCode).toBe(400);
    expect(over.json().code).toBe("STORAGE_QUOTA_EXCEEDED");
    expect((await call(owner, "confirm", { fileId: more[0]?.fileId })).statusCode).toBe(200);

    const usage = await t.app.inject({
      method: "GET",
      url: `/api/media-library/usage?vendorId=${owner.vendorId}`,
      headers: bearer(owner.session),
    });
    expect(usage.json().fileCount).toBe(2);
    expect(usage.json().usedBytes).toBeGreaterThan(2 * photo.length);
    expect(usage.json().usedBytes).toBeLessThanOrEqual(QUOTA);
  });

  it("copies a document's staging folder into the document, then empties the staging folder", async () => {
    const owner = await newVendor("Copie");
    const staging = { category: "QuoteTmp", clientId: "c-9" };
    const [first, second] = await upload(owner, staging, [
      { name: "Plan de table.png", bytes: await png() },
      { name: "Conditions.pdf", bytes: pdf() },
    ]);
    const copy = await call(owner, "copy-folder", { category: "Quote", clientId: "c-9", id: "devis-42" });
    expect(copy.statusCode, copy.body).toBe(200);
    const copied = copy.json().urls as Array<{ fileId: string; filename: string; id: string; category: string }>;
    expect(copied.map((f) => [f.filename, f.category, f.id])).toEqual([
      ["Plan de table.png", "Quote", "devis-42"],
      ["Conditions.pdf", "Quote", "devis-42"],
    ]);
    expect(copied.map((f) => f.fileId)).not.toContain(first?.json().fileId);

    const wipe = await call(owner, "delete-folder", { category: "QuoteTmp" });
    expect(wipe.json()).toEqual({ deleted: 2 });
    expect((await call(owner, "urls-from-folder", staging)).json().urls).toEqual([]);
    expect((await http(second?.json().downloadUrl)).status).toBe(404);

    const quote = (await call(owner, "urls-from-folder", { category: "Quote", clientId: "c-9", id: "devis-42" })).json().urls;
    expect(quote).toHaveLength(2);
    expect((await http(quote[1].downloadUrl)).body.equals(pdf())).toBe(true);
    expect((await http(quote[0].thumbnailUrl)).headers["content-type"]).toBe("image/webp");

    const refused = await call(owner, "delete-folder", { category: "Quote" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe("FOLDER_NOT_ALLOWED");
  });

  it("deletes a file with its variants", async () => {
    const file = await uploadOne(alice, { category: "Room", id: "chambre-1" }, { name: "lit.png", bytes: await png(600) });
    const folder = { category: "Room", id: "chambre-1" };
    expect((await call(alice, "delete", { ...folder, filenames: [file.fileId] })).json()).toEqual({ deleted: 1 });
    expect((await call(alice, "urls", { ...folder, filenames: [file.fileId] })).json().urls).toEqual([null]);
    for (const url of [file.downloadUrl, file.url, file.thumbnailUrl]) expect((await http(url)).status).toBe(404);
  });

  it("makes an SVG safe: no script, no handler, no outside reference", async () => {
    const file = await uploadOne(alice, { category: "VendorLogo" }, { name: "logo.svg", bytes: hostileSvg() });
    expect(file.fileType).toBe("SVG");
    const served = await http(file.url);
    expect(served.headers["content-type"]).toBe("image/svg+xml");
    const text = served.body.toString("utf8");
    expect(text).toContain("<svg");
    expect(text).toContain(".st0{fill:#b5835a}");
    expect(text).toContain("Noces d'été");
    for (const banned of ["<script", "onload", "javascript:", "tracker.example", "foreignObject", "@import"]) {
      expect(text).not.toContain(banned);
    }
    expect(file.size).toBe(served.body.length);
  });

  const usageOf = async (who: Vendor) =>
    (
      await t.app.inject({
        method: "GET",
        url: `/api/media-library/usage?vendorId=${who.vendorId}`,
        headers: bearer(who.session),
      })
    ).json() as { usedBytes: number; fileCount: number };
  const rowOf = async (fileId: string) =>
    (await t.database.pool.query("SELECT status, upload_key, key_prefix FROM media_files WHERE id = $1", [fileId])).rows[0] as
      | { status: string; upload_key: string | null; key_prefix: string }
      | undefined;
  const purger = () => createUploadPurge({ db: t.database.db, storage, jobs: createJobQueue(t.database.db) });

  it("counts unconfirmed uploads against the quota until the purge job removes them, row and bytes", async () => {
    const owner = await newVendor("Attente");
    const big = randomBytes(QUOTA - 4096);
    const [announced] = await presign(owner, { category: "Quote" }, [{ name: "gros.pdf", bytes: big }]);
    expect((await http(announced?.url ?? "", "PUT", big)).status).toBeLessThan(300);
    expect(await usageOf(owner)).toMatchObject({ usedBytes: big.length, fileCount: 0 });
    const refused = await call(owner, "presigned-urls", { category: "Medias", filenames: ["petit.png"], sizes: [8192] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe("STORAGE_QUOTA_EXCEEDED");
    const { upload_key: uploadKey } = (await rowOf(announced?.fileId as string)) ?? {};
    expect(uploadKey).toMatch(/\/upload-[A-Za-z0-9_-]{16}$/);
    expect(await storage.size(uploadKey as string)).toBe(big.length);

    // Not yet expired: the purge leaves it.
    expect((await purger().purge(new Date())).uploads).toBe(0);
    expect(await rowOf(announced?.fileId as string)).toBeDefined();
    // Two hours later (the upload expires after one): row and bytes are gone, the space is back.
    const later = await purger().purge(new Date(Date.now() + 2 * 3_600_000));
    expect(later.uploads).toBeGreaterThanOrEqual(1);
    expect(await rowOf(announced?.fileId as string)).toBeUndefined();
    expect(await storage.size(uploadKey as string)).toBeNull();
    expect(await usageOf(owner)).toMatchObject({ usedBytes: 0, fileCount: 0 });
    expect((await call(owner, "confirm", { fileId: announced?.fileId })).statusCode).toBe(404);
    await presign(owner, { category: "Medias" }, [{ name: "petit.png", bytes: await png() }]);
  });

  it("never lets the old upload URL replace a confirmed file", async () => {
    const first = await png(64);
    const [target] = await presign(alice, { category: "Space", id: "salle-1" }, [{ name: "salle.png", bytes: first }]);
    expect((await http(target?.url ?? "", "PUT", first)).status).toBeLessThan(300);
    const confirmed = await call(alice, "confirm", { fileId: target?.fileId });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const file = confirmed.json();
    const servedBefore = (await http(file.downloadUrl)).body;

    // Other bytes of the same size through the same, unexpired URL.
    const forged = Buffer.alloc(first.length, 0x41);
    const late = await http(target?.url ?? "", "PUT", forged);
    if (driver.name === "local disk") {
      expect(late.status).toBe(409);
      expect(JSON.parse(late.body.toString())).toMatchObject({
        code: "UPLOAD_LINK_USED",
        message: "Ce lien d'envoi a déjà servi : le fichier est enregistré. Pour le remplacer, envoyez-en un nouveau.",
      });
    }
    // Whatever the driver answered, the confirmed file is the one that was checked.
    const again = await call(alice, "confirm", { fileId: target?.fileId });
    expect(again.json().size).toBe(file.size);
    expect((await http(again.json().downloadUrl)).body.equals(servedBefore)).toBe(true);
    expect((await http(again.json().thumbnailUrl)).headers["content-type"]).toBe("image/webp");

    // Once the URL has expired, the purge empties the upload key (what a late PUT left there on S3).
    const row = await rowOf(target?.fileId as string);
    expect(row?.upload_key).toBeTruthy();
    const purged = await purger().purge(new Date(Date.now() + 31 * 60_000));
    expect(purged.uploadKeys).toBeGreaterThanOrEqual(1);
    expect((await rowOf(target?.fileId as string))?.upload_key).toBeNull();
    expect(await storage.size(row?.upload_key as string)).toBeNull();
    expect((await http(again.json().downloadUrl)).body.equals(servedBefore)).toBe(true);
  });

  it("confirms an upload once and says when the bytes never arrived", async () => {
    const [target] = await presign(alice, { category: "Promotion", id: "p-1" }, [{ name: "promo.png", bytes: await png() }]);
    const missing = await call(alice, "confirm", { fileId: target?.fileId });
    expect(missing.json()).toMatchObject({
      code: "UPLOAD_MISSING",
      message: "« promo.png » n'a pas été reçu. Recommencez l'envoi.",
    });
    expect((await http(target?.url ?? "", "PUT", await png())).status).toBeLessThan(300);
    const first = await call(alice, "confirm", { fileId: target?.fileId });
    const again = await call(alice, "confirm", { fileId: target?.fileId });
    expect(first.statusCode).toBe(200);
    expect(again.json().fileId).toBe(first.json().fileId);
  });
});
