import type { MediaFile } from "@cortege/domain";
import { describe, expect, it } from "vitest";
import { mergeUploaderItems, uploaderItemOf } from "./media-file-item.ts";
import type { UploaderItem } from "./uploader-item.ts";

const media = (fileId: string, fileType: MediaFile["fileType"] = "JPEG"): MediaFile => ({
  fileId,
  filename: `${fileId}.${fileType.toLowerCase()}`,
  fileType,
  size: 10,
  category: "Medias",
  clientId: null,
  id: null,
  url: `https://f.test/${fileId}/large.webp`,
  thumbnailUrl: `https://f.test/${fileId}/thumbnail.webp`,
  downloadUrl: `https://f.test/${fileId}/original`,
  expiresAt: "2030-01-01T00:00:00.000Z",
  createdAt: "2026-01-01T00:00:00.000Z",
});

const local = (key: string, status: UploaderItem["status"], fileId: string | null = null): UploaderItem => ({
  key,
  name: key,
  kind: "image",
  previewUrl: "blob:x",
  openUrl: null,
  status,
  progress: status === "done" ? 100 : 30,
  error: status === "error" ? "Refusé" : null,
  fileId,
  file: null,
});

describe("uploaderItemOf", () => {
  it("shows a picture's WebP thumbnail and opens its large variant; a PDF opens the file itself", () => {
    expect(uploaderItemOf(media("a"))).toMatchObject({
      key: "a",
      fileId: "a",
      kind: "image",
      status: "done",
      previewUrl: "https://f.test/a/thumbnail.webp",
      openUrl: "https://f.test/a/large.webp",
    });
    expect(uploaderItemOf(media("p", "PDF"))).toMatchObject({
      kind: "pdf",
      previewUrl: null,
      openUrl: "https://f.test/p/original",
    });
  });
});

describe("mergeUploaderItems", () => {
  it("takes the server's files in its order, keeps the tiles' keys, then the uploads still under way or failed", () => {
    const current = [
      local("upload-1", "done", "b"),
      local("upload-2", "uploading"),
      local("upload-3", "error"),
      local("a", "done", "a"),
    ];
    const merged = mergeUploaderItems(current, [uploaderItemOf(media("a")), uploaderItemOf(media("b"))]);
    expect(merged.map((i) => [i.key, i.fileId, i.status])).toEqual([
      ["a", "a", "done"],
      ["upload-1", "b", "done"],
      ["upload-2", null, "uploading"],
      ["upload-3", null, "error"],
    ]);
  });

  it("drops a finished file the server no longer lists (deleted elsewhere)", () => {
    expect(mergeUploaderItems([local("gone", "done", "gone")], [])).toEqual([]);
  });
});
