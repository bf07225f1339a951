import type { MediaFile } from "@cortege/domain";
import type { UploaderItem } from "./uploader-item.ts";
import type { UploadOutcome } from "./use-upload-queue.ts";

/** What a tile needs of a stored file: its thumbnail (the WebP variant) and what « Ouvrir » shows. */
export function outcomeOfMediaFile(file: MediaFile): Extract<UploadOutcome, { ok: true }> {
  const pdf = file.fileType === "PDF";
  return {
    ok: true,
    fileId: file.fileId,
    name: file.filename,
    kind: pdf ? "pdf" : "image",
    previewUrl: pdf ? null : file.thumbnailUrl,
    openUrl: pdf ? file.downloadUrl : file.url,
  };
}

/** A file the server already holds, as a finished tile. */
export function uploaderItemOf(file: MediaFile): UploaderItem {
  const { ok: _ok, ...shown } = outcomeOfMediaFile(file);
  return { ...shown, key: file.fileId, status: "done", progress: 100, error: null, file: null };
}

/**
 * The server's list of a folder merged into what the screen shows: the server's files in its order
 * (a tile keeps its key, so its picture is not reloaded), then the uploads still travelling or failed.
 * A finished file the server no longer lists was deleted elsewhere and goes.
 */
export function mergeUploaderItems(current: readonly UploaderItem[], server: readonly UploaderItem[]): UploaderItem[] {
  const keyOf = new Map(current.filter((i) => i.fileId).map((i) => [i.fileId, i.key]));
  const stored = server.map((item) => ({ ...item, key: keyOf.get(item.fileId) ?? item.key }));
  return [...stored, ...current.filter((item) => item.status !== "done")];
}
