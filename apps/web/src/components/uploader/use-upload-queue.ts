import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef } from "react";
import { kindOfFile } from "./kind-of-file.ts";
import type { UploaderItem } from "./uploader-item.ts";

/** What the caller's upload answers for one file: the server's view of it, or a French reason. */
export type UploadOutcome =
  | { ok: true; fileId: string; name: string; kind: UploaderItem["kind"]; previewUrl: string | null; openUrl: string | null }
  | { ok: false; error: string };

export type UploadFiles = (files: File[], onProgress: (index: number, progress: number) => void) => Promise<UploadOutcome[]>;

let sequence = 0;
const nextKey = () => `upload-${Date.now().toString(36)}-${(sequence++).toString(36)}`;

function localPreview(file: File): string | null {
  if (kindOfFile(file) !== "image" || typeof URL.createObjectURL !== "function") return null;
  return URL.createObjectURL(file);
}

/**
 * Runs uploads into a list the caller keeps in state: new tiles appear at once, their progress moves,
 * and each ends as a confirmed file or an error that can be retried alone.
 */
export function useUploadQueue(setItems: Dispatch<SetStateAction<UploaderItem[]>>, upload: UploadFiles) {
  const objectUrls = useRef(new Set<string>());

  useEffect(() => {
    const urls = objectUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const patch = useCallback(
    (key: string, change: Partial<UploaderItem>) =>
      setItems((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item))),
    [setItems],
  );

  const send = useCallback(
    async (keys: string[], files: File[]) => {
      const outcomes = await upload(files, (index, progress) => {
        const key = keys[index];
        if (key) patch(key, { progress });
      });
      outcomes.forEach((outcome, index) => {
        const key = keys[index];
        if (!key) return;
        if (outcome.ok) {
          patch(key, {
            status: "done",
            progress: 100,
            error: null,
            file: null,
            fileId: outcome.fileId,
            name: outcome.name,
            kind: outcome.kind,
            previewUrl: outcome.previewUrl,
            openUrl: outcome.openUrl,
          });
        } else {
          patch(key, { status: "error", error: outcome.error });
        }
      });
      return outcomes;
    },
    [upload, patch],
  );

  const add = useCallback(
    (files: File[]) => {
      if (files.length === 0) return Promise.resolve([]);
      const added: UploaderItem[] = files.map((file) => {
        const previewUrl = localPreview(file);
        if (previewUrl) objectUrls.current.add(previewUrl);
        return {
          key: nextKey(),
          name: file.name,
          kind: kindOfFile(file),
          previewUrl,
          openUrl: null,
          status: "uploading",
          progress: 0,
          error: null,
          fileId: null,
          file,
        };
      });
      setItems((items) => [...items, ...added]);
      return send(
        added.map((item) => item.key),
        files,
      );
    },
    [setItems, send],
  );

  const retry = useCallback(
    (item: UploaderItem) => {
      if (!item.file) return Promise.resolve([]);
      patch(item.key, { status: "uploading", progress: 0, error: null });
      return send([item.key], [item.file]);
    },
    [patch, send],
  );

  return { add, retry };
}
