import type { MediaFile } from "@cortege/domain";
import { describe, expect, it } from "vitest";
import { createMediaLibraryApi } from "./media-library-api.ts";
import { success } from "./result.ts";
import { createSignedUrlCache, SIGNED_URL_CACHE_MS } from "./signed-url-cache.ts";
import { NOW, setupClient } from "./testing/client-setup.ts";
import { json, type RecordedCall } from "./testing/fake-fetch.ts";
import type { UploadRequest } from "./upload-transport.ts";

const vendorId = "3f0c6a8e-0000-4000-8000-000000000001";
const folder = { vendorId, category: "Medias" } as const;

const file = (fileId: string): MediaFile => ({
  fileId,
  filename: `${fileId}.jpg`,
  fileType: "JPEG",
  size: 10,
  category: "Medias",
  clientId: null,
  id: null,
  url: `http://api.test/files/${fileId}?sig=1`,
  thumbnailUrl: `http://api.test/files/${fileId}-thumb?sig=1`,
  downloadUrl: `http://api.test/files/${fileId}?download=1`,
  expiresAt: new Date(NOW + 3_600_000).toISOString(),
  createdAt: new Date(NOW).toISOString(),
});

const body = (call: RecordedCall | undefined) => JSON.parse(call?.body ?? "null");

function setup(handler: (call: RecordedCall) => Response, clock = { now: NOW }) {
  const { client, calls } = setupClient(handler);
  const puts: UploadRequest[] = [];
  const api = createMediaLibraryApi(client, {
    cache: createSignedUrlCache({ now: () => clock.now }),
    transport: async (request) => {
      puts.push(request);
      return success(undefined);
    },
  });
  return { api, calls, puts, clock };
}

describe("createMediaLibraryApi: the calls", () => {
  it("presignedUrls, confirm, urlsFromFolder and delete POST to media-library/ with the token", async () => {
    const { api, calls } = setup(() => json(200, { urls: [] }));
    await api.presignedUrls({ ...folder, filenames: ["a.jpg"], sizes: [3] });
    await api.confirm({ vendorId, fileId: "f-1" });
    await api.urlsFromFolder(folder);
    await api.delete({ ...folder, filenames: ["f-1"] });
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ["POST", "http://api.test/api/media-library/presigned-urls"],
      ["POST", "http://api.test/api/media-library/confirm"],
      ["POST", "http://api.test/api/media-library/urls-from-folder"],
      ["POST", "http://api.test/api/media-library/delete"],
    ]);
    expect(body(calls[0])).toEqual({ ...folder, filenames: ["a.jpg"], sizes: [3] });
    expect(body(calls[1])).toEqual({ vendorId, fileId: "f-1" });
    expect(calls.every((c) => c.headers.get("authorization") === "Bearer old-token")).toBe(true);
  });

  it("usage GETs media-library/usage?vendorId=", async () => {
    const usage = { usedBytes: 13_107_200, quotaBytes: 1_073_741_824, fileCount: 3 };
    const { api, calls } = setup(() => json(200, usage));
    expect(await api.usage(vendorId)).toEqual({ ok: true, data: usage });
    expect(calls[0]?.url).toBe(`http://api.test/api/media-library/usage?vendorId=${vendorId}`);
  });

  it("uploadFiles asks URLs with names and exact sizes, PUTs each file and confirms it", async () => {
    const files = [new File(["abc"], "a.jpg"), new File(["de"], "b.png")];
    const { api, calls, puts } = setup((call) => {
      if (call.url.endsWith("presigned-urls")) {
        return json(200, {
          urls: files.map((f, i) => ({
            fileId: `f-${i}`,
            filename: f.name,
            size: f.size,
            method: "PUT",
            url: `/put/${i}`,
            expiresAt: "x",
          })),
        });
      }
      return json(200, file(body(call).fileId));
    });
    const outcomes = await api.uploadFiles(folder, files);
    expect(outcomes).toEqual([success(file("f-0")), success(file("f-1"))]);
    expect(body(calls[0])).toEqual({ ...folder, filenames: ["a.jpg", "b.png"], sizes: [3, 2] });
    expect(puts.map((p) => p.url).sort()).toEqual(["/put/0", "/put/1"]);
    expect(
      calls
        .filter((c) => c.url.endsWith("/confirm"))
        .map((c) => body(c).fileId)
        .sort(),
    ).toEqual(["f-0", "f-1"]);
  });
});

describe("createMediaLibraryApi: signed URLs are cached 50 minutes", () => {
  it("urls asks only for names it has not signed yet, and keeps the requested order", async () => {
    const { api, calls } = setup((call) =>
      json(200, { urls: body(call).filenames.map((n: string) => (n === "gone" ? null : file(n))) }),
    );
    expect(await api.urls({ ...folder, filenames: ["f-1", "f-2"] })).toEqual(success({ urls: [file("f-1"), file("f-2")] }));
    expect(await api.urls({ ...folder, filenames: ["f-2", "f-3", "gone", "f-1"] })).toEqual(
      success({ urls: [file("f-2"), file("f-3"), null, file("f-1")] }),
    );
    expect(calls.map((c) => body(c).filenames)).toEqual([
      ["f-1", "f-2"],
      ["f-3", "gone"],
    ]);
    await api.urls({ ...folder, filenames: ["f-1", "f-2", "f-3"] });
    expect(calls).toHaveLength(2);
  });

  it("signs again after 50 minutes, not before", async () => {
    const { api, calls, clock } = setup((call) => json(200, { urls: body(call).filenames.map(file) }));
    await api.urls({ ...folder, filenames: ["f-1"] });
    clock.now = NOW + SIGNED_URL_CACHE_MS - 1;
    await api.urls({ ...folder, filenames: ["f-1"] });
    expect(calls).toHaveLength(1);
    clock.now = NOW + SIGNED_URL_CACHE_MS;
    await api.urls({ ...folder, filenames: ["f-1"] });
    expect(calls).toHaveLength(2);
    expect(SIGNED_URL_CACHE_MS).toBe(3_000_000);
  });

  it("keys by vendor, category and owner: another folder's file of the same name is asked for", async () => {
    const { api, calls } = setup((call) => json(200, { urls: body(call).filenames.map(file) }));
    await api.urls({ ...folder, filenames: ["f-1"] });
    await api.urls({ ...folder, category: "Space", id: "salle-1", filenames: ["f-1"] });
    await api.urls({ ...folder, vendorId: "3f0c6a8e-0000-4000-8000-000000000002", filenames: ["f-1"] });
    expect(calls).toHaveLength(3);
  });

  it("urlsFromFolder fills the cache and delete empties it", async () => {
    const { api, calls } = setup((call) => {
      if (call.url.endsWith("urls-from-folder")) return json(200, { urls: [file("f-1")] });
      if (call.url.endsWith("/delete")) return json(200, { deleted: 1 });
      return json(200, { urls: [file("f-1")] });
    });
    await api.urlsFromFolder(folder);
    await api.urls({ ...folder, filenames: ["f-1"] });
    expect(calls).toHaveLength(1);
    await api.delete({ ...folder, filenames: ["f-1"] });
    await api.urls({ ...folder, filenames: ["f-1"] });
    expect(calls.map((c) => c.url.split("/").pop())).toEqual(["urls-from-folder", "delete", "urls"]);
  });
});
