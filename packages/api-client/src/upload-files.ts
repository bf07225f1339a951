import type { MediaFile, MediaFolderInput, PresignedUpload } from "@cortege/domain";
import { makeProblem } from "./problem.ts";
import { failure, type Result } from "./result.ts";
import type { UploadTransport } from "./upload-transport.ts";

/** The spec's message (part 1 §7 and §8) when the server answers another number of upload URLs. */
export const URL_COUNT_MISMATCH_MESSAGE = "Mismatch between requested files and received URLs";
export const URL_COUNT_MISMATCH_CODE = "URL_COUNT_MISMATCH";
/** The spec's message (part 2 §8) when an upload target comes without its URL: that file is not sent. */
export const NO_URL_MESSAGE = "No URL returned from the server";
export const NO_URL_CODE = "NO_UPLOAD_URL";

/** At most this many files travel at once: a phone on 4G shares its bandwidth badly beyond that. */
export const UPLOAD_CONCURRENCY = 3;

/** The spec's `progress` of a Media or an Attachment, 0 to 100, for the file at `index`. */
export type UploadProgress = (index: number, progress: number) => void;

export type UploadSteps = {
  presign: (folder: MediaFolderInput, files: readonly File[]) => Promise<Result<{ urls: PresignedUpload[] }>>;
  put: UploadTransport;
  confirm: (fileId: string) => Promise<Result<MediaFile>>;
};

async function inPool<T>(count: number, limit: number, run: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await run(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  return results;
}

/**
 * presigned-urls for all files, then for each one the PUT of its bytes and the confirm that makes it
 * a MediaFile. One outcome per file in the given order; a file that fails does not stop the others,
 * so the screen can offer to retry just that one.
 */
export async function uploadFiles(
  steps: UploadSteps,
  folder: MediaFolderInput,
  files: readonly File[],
  onProgress: UploadProgress = () => {},
): Promise<Result<MediaFile>[]> {
  if (files.length === 0) return [];
  const presigned = await steps.presign(folder, files);
  if (!presigned.ok) return files.map(() => failure(presigned.problem));
  const { urls } = presigned.data;
  if (urls.length !== files.length) {
    const problem = makeProblem("unknown", { message: URL_COUNT_MISMATCH_MESSAGE, code: URL_COUNT_MISMATCH_CODE });
    return files.map(() => failure(problem));
  }

  return inPool(files.length, UPLOAD_CONCURRENCY, async (index) => {
    const file = files[index] as File;
    const target = urls[index] as PresignedUpload;
    if (!target.url) return failure(makeProblem("unknown", { message: NO_URL_MESSAGE, code: NO_URL_CODE }));
    onProgress(index, 0);
    const put = await steps.put({
      url: target.url,
      body: file,
      // 100 only once confirmed: the server still has to check the bytes after the last one is sent.
      onProgress: (loaded, total) => onProgress(index, Math.min(99, total > 0 ? Math.floor((loaded / total) * 100) : 99)),
    });
    if (!put.ok) return failure(put.problem);
    const confirmed = await steps.confirm(target.fileId);
    if (confirmed.ok) onProgress(index, 100);
    return confirmed;
  });
}
