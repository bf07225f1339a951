import type { MediaFile, PresignedUpload } from "@cortege/domain";
import { describe, expect, it } from "vitest";
import { makeProblem } from "./problem.ts";
import { failure, success } from "./result.ts";
import { type UploadSteps, URL_COUNT_MISMATCH_MESSAGE, uploadFiles } from "./upload-files.ts";

const folder = { vendorId: "3f0c6a8e-0000-4000-8000-000000000001", category: "Medias" } as const;
const files = [new File(["aaaa"], "a.jpg"), new File(["bbbbbbbb"], "b.png"), new File(["cc"], "c.pdf")];

const target = (i: number): PresignedUpload => ({
  fileId: `id-${i}`,
  filename: files[i]?.name ?? "",
  size: files[i]?.size ?? 0,
  method: "PUT",
  url: `http://storage.test/put/${i}`,
  expiresAt: "2030-01-01T00:00:00.000Z",
});
const media = (fileId: string) => ({ fileId }) as MediaFile;

function steps(overrides: Partial<UploadSteps> = {}) {
  const puts: string[] = [];
  const confirms: string[] = [];
  const s: UploadSteps = {
    presign: async (_f, list) => success({ urls: list.map((_file, i) => target(i)) }),
    put: async ({ url, body, onProgress }) => {
      puts.push(url);
      onProgress(body.size / 2, body.size);
      onProgress(body.size, body.size);
      return success(undefined);
    },
    confirm: async (fileId) => {
      confirms.push(fileId);
      return success(media(fileId));
    },
    ...overrides,
  };
  return { s, puts, confirms };
}

describe("uploadFiles: presign, PUT and confirm per file", () => {
  it("uploads every file and reports progress from 0 to 100, 100 only once confirmed", async () => {
    const { s, puts, confirms } = steps();
    const progress: [number, number][] = [];
    const outcomes = await uploadFiles(s, folder, files, (i, p) => progress.push([i, p]));
    expect(outcomes).toEqual([success(media("id-0")), success(media("id-1")), success(media("id-2"))]);
    expect(puts.sort()).toEqual(["http://storage.test/put/0", "http://storage.test/put/1", "http://storage.test/put/2"]);
    expect(confirms.sort()).toEqual(["id-0", "id-1", "id-2"]);
    const ofFirst = progress.filter(([i]) => i === 0).map(([, p]) => p);
    expect(ofFirst).toEqual([0, 50, 99, 100]);
  });

  it("fails every file with the spec's message when the URL count differs", async () => {
    const { s, puts } = steps({ presign: async () => success({ urls: [target(0), target(1)] }) });
    const outcomes = await uploadFiles(s, folder, files);
    expect(outcomes).toHaveLength(3);
    for (const outcome of outcomes) {
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) expect(outcome.problem.message).toBe("Mismatch between requested files and received URLs");
    }
    expect(URL_COUNT_MISMATCH_MESSAGE).toBe("Mismatch between requested files and received URLs");
    expect(puts).toEqual([]);
  });

  it("fails a file whose target has no URL with the spec's message, and sends the others", async () => {
    const { s, puts } = steps({
      presign: async (_f, list) => success({ urls: list.map((_file, i) => (i === 1 ? { ...target(i), url: "" } : target(i))) }),
    });
    const outcomes = await uploadFiles(s, folder, files);
    expect(outcomes[1]).toMatchObject({ ok: false, problem: { message: "No URL returned from the server" } });
    expect(outcomes[0]?.ok && outcomes[2]?.ok).toBe(true);
    expect(puts.sort()).toEqual(["http://storage.test/put/0", "http://storage.test/put/2"]);
  });

  it("keeps going when one file's PUT fails, and does not confirm that one", async () => {
    const refused = makeProblem("bad-data", { message: "« b.png » est vide." });
    const { s, confirms } = steps({
      put: async ({ url }) => (url.endsWith("/1") ? failure(refused) : success(undefined)),
    });
    const outcomes = await uploadFiles(s, folder, files);
    expect(outcomes.map((o) => o.ok)).toEqual([true, false, true]);
    expect(outcomes[1]).toEqual(failure(refused));
    expect(confirms.sort()).toEqual(["id-0", "id-2"]);
  });

  it("answers the server's refusal of a confirm for that file only", async () => {
    const refused = makeProblem("bad-data", { message: "Le contenu de « a.jpg » n'est pas un format accepté ici." });
    const { s } = steps({ confirm: async (fileId) => (fileId === "id-0" ? failure(refused) : success(media(fileId))) });
    const outcomes = await uploadFiles(s, folder, files);
    expect(outcomes[0]).toEqual(failure(refused));
    expect(outcomes.slice(1).every((o) => o.ok)).toBe(true);
  });

  it("fails every file with the presign problem, and sends nothing", async () => {
    const quota = makeProblem("bad-data", { message: "Espace de stockage insuffisant" });
    const { s, puts } = steps({ presign: async () => failure(quota) });
    expect(await uploadFiles(s, folder, files)).toEqual(files.map(() => failure(quota)));
    expect(puts).toEqual([]);
  });

  it("sends at most three files at once", async () => {
    let running = 0;
    let peak = 0;
    const many = Array.from({ length: 7 }, (_v, i) => new File(["x"], `${i}.jpg`));
    const { s } = steps({
      put: async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 5));
        running--;
        return success(undefined);
      },
    });
    const outcomes = await uploadFiles(s, folder, many);
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(peak).toBe(3);
  });
});
