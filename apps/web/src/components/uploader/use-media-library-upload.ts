import type { Problem } from "@cortege/api-client";
import { ApiProblemError } from "@cortege/api-client";
import { MAX_FILES_PER_UPLOAD, type MediaFolderInput, mediaLibraryMessages as m, maxFileBytes } from "@cortege/domain";
import { useCallback } from "react";
import { useProblemMessage } from "../problem/use-problem-message.ts";
import { outcomeOfMediaFile } from "./media-file-item.ts";
import { mediaLibraryApi } from "./media-library-api.ts";
import type { UploadFiles, UploadOutcome } from "./use-upload-queue.ts";

/** Refusals whose French text from the server explains what to do (a file too big, a link expired…). */
const explained: readonly Problem["kind"][] = ["bad-data", "rejected", "forbidden", "not-found"];

/**
 * The upload function of an uploader bound to one folder of the media library. An empty or oversized
 * file is refused here with the server's own words, so that it does not sink the files sent with it
 * (the server refuses a whole batch when one file breaks a limit).
 */
export function useMediaLibraryUpload(folder: MediaFolderInput): UploadFiles {
  const problemMessage = useProblemMessage();
  const { vendorId, category, clientId, id } = folder;

  return useCallback<UploadFiles>(
    async (files, onProgress) => {
      const limit = maxFileBytes[category];
      const outcomes: UploadOutcome[] = new Array(files.length);
      const sendable: number[] = [];
      files.forEach((file, index) => {
        if (file.size === 0) outcomes[index] = { ok: false, error: m.fileEmpty(file.name) };
        else if (file.size > limit) outcomes[index] = { ok: false, error: m.fileTooLarge(file.name, limit) };
        else sendable.push(index);
      });
      const describe = (problem: Problem) =>
        problem.message && explained.includes(problem.kind) ? problem.message : problemMessage(new ApiProblemError(problem));

      for (let start = 0; start < sendable.length; start += MAX_FILES_PER_UPLOAD) {
        const batch = sendable.slice(start, start + MAX_FILES_PER_UPLOAD);
        const results = await mediaLibraryApi.uploadFiles(
          { vendorId, category, clientId, id },
          batch.map((index) => files[index] as File),
          (position, progress) => onProgress(batch[position] as number, progress),
        );
        results.forEach((result, position) => {
          outcomes[batch[position] as number] = result.ok
            ? outcomeOfMediaFile(result.data)
            : { ok: false, error: describe(result.problem) };
        });
      }
      return outcomes;
    },
    [vendorId, category, clientId, id, problemMessage],
  );
}
