// @vitest-environment jsdom
// jsdom's XMLHttpRequest makes real HTTP requests: the browser transport is tried against a real
// server on 127.0.0.1 (CORS included, as with an S3 bucket), through the whole presign → PUT → confirm.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { MediaFile } from "@cortege/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApiClient } from "./api-client.ts";
import { createMediaLibraryApi } from "./media-library-api.ts";
import { createMemorySessionStore } from "./memory-session-store.ts";
import { createSignedUrlCache, SIGNED_URL_CACHE_MS } from "./signed-url-cache.ts";
import { URL_COUNT_MISMATCH_MESSAGE } from "./upload-files.ts";
import { createXhrUploadTransport } from "./upload-transport.ts";

const vendorId = "3f0c6a8e-0000-4000-8000-000000000001";
const folder = { vendorId, category: "Medias" } as const;

type Pending = { fileId: string; filename: string; size: number };

/** A small stand-in of the API and of a bucket: the same three steps and the same error bodies. */
class FakeLibrary {
  pending = new Map<string, Pending>();
  received = new Map<string, Buffer>();
  calls: string[] = [];
  /** How many upload URLs presigned-urls leaves out (to provoke the count mismatch). */
  dropUrls = 0;
  /** Names whose PUT the "bucket" refuses. */
  refusePut = new Set<string>();
  authorization: (string | undefined)[] = [];
  private next = 0;
  constructor(readonly origin: () => string) {}

  file(p: Pending): MediaFile {
    return {
      fileId: p.fileId,
      filename: p.filename,
      fileType: "JPEG",
      size: p.size,
      category: "Medias",
      clientId: null,
      id: null,
      url: `${this.origin()}/files/${p.fileId}/large.webp?signature=${this.calls.length}`,
      thumbnailUrl: `${this.origin()}/files/${p.fileId}/thumbnail.webp`,
      downloadUrl: `${this.origin()}/files/${p.fileId}/original`,
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      createdAt: new Date().toISOString(),
    };
  }

  async handle(req: IncomingMessage, res: ServerResponse) {
    res.setHeader("Access-Control-Allow-Origin", "*");
    res.setHeader("Access-Control-Allow-Methods", "GET, POST, PUT");
    res.setHeader("Access-Control-Allow-Headers", "Content-Type, Authorization");
    if (req.method === "OPTIONS") return void res.writeHead(204).end();
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const url = new URL(req.url ?? "/", this.origin());
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
    this.calls.push(`${req.method} ${url.pathname}`);

    if (req.method === "PUT" && url.pathname.startsWith("/bucket/")) {
      const fileId = url.pathname.slice("/bucket/".length);
      const p = this.pending.get(fileId);
      if (!p || url.searchParams.get("signature") !== "ok") return send(403, { message: "Signature invalide" });
      if (this.refusePut.has(p.filename)) return send(413, { message: "Trop gros" });
      this.received.set(fileId, raw);
      return send(200, {});
    }
    this.authorization.push(req.headers.authorization);
    const body = raw.length > 0 ? JSON.parse(raw.toString("utf8")) : {};
    switch (url.pathname) {
      case "/api/media-library/presigned-urls": {
        const urls = (body.filenames as string[]).map((filename, i) => {
          const p = { fileId: `f-${++this.next}`, filename, size: body.sizes[i] as number };
          this.pending.set(p.fileId, p);
          return { ...p, method: "PUT", url: `${this.origin()}/bucket/${p.fileId}?signature=ok`, expiresAt: "2099-01-01" };
        });
        return send(200, { urls: urls.slice(0, urls.length - this.dropUrls) });
      }
      case "/api/media-library/confirm": {
        const p = this.pending.get(body.fileId);
        const bytes = p && this.received.get(p.fileId);
        if (!p || !bytes) return send(400, { message: `« ${p?.filename} » n'a pas été reçu.`, code: "UPLOAD_MISSING" });
        if (bytes.length !== p.size) return send(400, { message: "Taille", code: "UPLOAD_SIZE_MISMATCH" });
        if (p.filename.endsWith(".exe")) {
          return send(400, {
            message: `Le contenu de « ${p.filename} » n'est pas un format accepté ici.`,
            code: "FILE_TYPE_REFUSED",
          });
        }
        return send(200, this.file(p));
      }
      case "/api/media-library/urls":
        return send(200, {
          urls: (body.filenames as string[]).map((id) => {
            const p = this.pending.get(id);
            return p && this.received.has(id) ? this.file(p) : null;
          }),
        });
      default:
        return send(404, { message: "?" });
    }
  }
}

describe("media library client against a real HTTP server", () => {
  let server: Server;
  let origin = "";
  let library: FakeLibrary;
  const clock = { now: Date.now() };

  beforeAll(async () => {
    server = createServer((req, res) => {
      library.handle(req, res).catch((error: unknown) => res.writeHead(500).end(String(error)));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    library = new FakeLibrary(() => origin);
    clock.now = Date.now();
  });

  const makeApi = (transport = createXhrUploadTransport()) => {
    const client = createApiClient({
      baseUrls: { main: `${origin}/api`, messaging: `${origin}/messaging`, notifications: origin, search: origin },
      session: createMemorySessionStore({
        userId: "u-1",
        token: "tok",
        refreshToken: "r",
        tokenExpiresAt: Date.now() + 3_600_000,
      }),
    });
    return createMediaLibraryApi(client, { transport, cache: createSignedUrlCache({ now: () => clock.now }) });
  };

  it("presigns, PUTs the bytes with XMLHttpRequest, confirms, and reports progress up to 100", async () => {
    expect(typeof XMLHttpRequest).toBe("function");
    const big = new File([new Uint8Array(3 * 1024 * 1024).fill(7)], "salle.jpg", { type: "image/jpeg" });
    const small = new File(["petit"], "détail.jpg", { type: "image/jpeg" });
    const progress = new Map<number, number[]>();
    const outcomes = await makeApi().uploadFiles(folder, [big, small], (i, p) =>
      progress.set(i, [...(progress.get(i) ?? []), p]),
    );

    expect(outcomes.map((o) => (o.ok ? o.data.filename : o.problem))).toEqual(["salle.jpg", "détail.jpg"]);
    expect([...library.received.values()].map((b) => b.length).sort((a, b) => a - b)).toEqual([5, 3 * 1024 * 1024]);
    expect(library.received.get("f-1")?.every((byte) => byte === 7)).toBe(true);
    for (const i of [0, 1]) {
      const seen = progress.get(i) ?? [];
      expect(seen[0]).toBe(0);
      expect(seen.at(-1)).toBe(100);
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
    }
    // The API got the bearer token; the bucket URL is authorised by its signature alone.
    expect(library.authorization.every((a) => a === "Bearer tok")).toBe(true);
    expect(library.calls.filter((c) => c.startsWith("POST")).map((c) => c.split("/").pop())).toEqual([
      "presigned-urls",
      "confirm",
      "confirm",
    ]);
  });

  it("refuses with the spec's message when the server answers another number of URLs, and sends nothing", async () => {
    library.dropUrls = 1;
    const outcomes = await makeApi().uploadFiles(folder, [new File(["a"], "a.jpg"), new File(["b"], "b.jpg")]);
    expect(outcomes.map((o) => (o.ok ? "ok" : o.problem.message))).toEqual([
      URL_COUNT_MISMATCH_MESSAGE,
      URL_COUNT_MISMATCH_MESSAGE,
    ]);
    expect(URL_COUNT_MISMATCH_MESSAGE).toBe("Mismatch between requested files and received URLs");
    expect(library.calls.some((c) => c.startsWith("PUT"))).toBe(false);
  });

  it("gives each file its own outcome: the server's French refusal, a refused PUT, and a success", async () => {
    library.refusePut.add("trop-gros.jpg");
    const files = [new File(["MZ"], "virus.exe"), new File(["x"], "trop-gros.jpg"), new File(["ok"], "bon.jpg")];
    const [refused, failedPut, good] = await makeApi().uploadFiles(folder, files);
    expect(refused).toMatchObject({
      ok: false,
      problem: {
        kind: "bad-data",
        code: "FILE_TYPE_REFUSED",
        message: "Le contenu de « virus.exe » n'est pas un format accepté ici.",
      },
    });
    expect(failedPut).toMatchObject({ ok: false, problem: { kind: "rejected", status: 413 } });
    expect(good).toMatchObject({ ok: true, data: { filename: "bon.jpg" } });
  });

  it("reuses signed URLs for 50 minutes, then asks the server again", async () => {
    const api = makeApi();
    const [uploaded] = await api.uploadFiles(folder, [new File(["abc"], "a.jpg")]);
    const fileId = uploaded?.ok ? uploaded.data.fileId : "";
    const asked = () => library.calls.filter((c) => c.endsWith("/urls")).length;

    // confirm filled the cache: no call at all.
    expect((await api.urls({ ...folder, filenames: [fileId] })).ok).toBe(true);
    expect(asked()).toBe(0);
    clock.now += SIGNED_URL_CACHE_MS - 1;
    await api.urls({ ...folder, filenames: [fileId] });
    expect(asked()).toBe(0);
    clock.now += 1;
    const again = await api.urls({ ...folder, filenames: [fileId, "unknown"] });
    expect(asked()).toBe(1);
    expect(again.ok && again.data.urls.map((u) => u?.fileId ?? null)).toEqual([fileId, null]);
  });
});
