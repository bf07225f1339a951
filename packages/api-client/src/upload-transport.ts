import { makeProblem } from "./problem.ts";
import { problemFromResponse } from "./problem-from-response.ts";
import { failure, type Result, success } from "./result.ts";

export type UploadRequest = {
  url: string;
  body: Blob;
  /** Bytes sent so far out of the total, as the browser reports them. */
  onProgress: (loaded: number, total: number) => void;
};

/** Sends a file's raw bytes to a signed URL; never throws. */
export type UploadTransport = (request: UploadRequest) => Promise<Result<void>>;

type XhrLike = Pick<XMLHttpRequest, "open" | "send" | "setRequestHeader" | "status" | "responseText"> & {
  upload: Pick<XMLHttpRequestUpload, "addEventListener">;
  addEventListener: XMLHttpRequest["addEventListener"];
};

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** XMLHttpRequest, because fetch reports no upload progress. `create` is replaced by a fake in tests. */
export function createXhrUploadTransport(create: () => XhrLike = () => new XMLHttpRequest()): UploadTransport {
  return ({ url, body, onProgress }) =>
    new Promise((resolve) => {
      const xhr = create();
      xhr.upload.addEventListener("progress", (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total);
      });
      xhr.addEventListener("load", () => {
        if (xhr.status >= 200 && xhr.status <= 299) {
          onProgress(body.size, body.size);
          resolve(success(undefined));
        } else {
          resolve(failure(problemFromResponse(xhr.status, parse(xhr.responseText))));
        }
      });
      xhr.addEventListener("error", () => resolve(failure(makeProblem("cannot-connect"))));
      xhr.addEventListener("timeout", () => resolve(failure(makeProblem("timeout"))));
      xhr.addEventListener("abort", () => resolve(failure(makeProblem("cannot-connect"))));
      xhr.open("PUT", url);
      // The bytes are checked on arrival whatever their label; a fixed type keeps signed URLs valid.
      xhr.setRequestHeader("Content-Type", "application/octet-stream");
      xhr.send(body);
    });
}

/**
 * fetch, where XMLHttpRequest does not exist (Node: scripts, benchmarks): the same answers, with
 * progress reported only once the bytes are all sent.
 */
export function createFetchUploadTransport(
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): UploadTransport {
  return async ({ url, body, onProgress }) => {
    let response: Response;
    try {
      response = await fetchImpl(url, { method: "PUT", body, headers: { "Content-Type": "application/octet-stream" } });
    } catch {
      return failure(makeProblem("cannot-connect"));
    }
    const text = await response.text().catch(() => "");
    if (!response.ok) return failure(problemFromResponse(response.status, parse(text)));
    onProgress(body.size, body.size);
    return success(undefined);
  };
}

/** XMLHttpRequest in a browser (upload progress), fetch elsewhere. */
export function createDefaultUploadTransport(): UploadTransport {
  return typeof XMLHttpRequest === "function" ? createXhrUploadTransport() : createFetchUploadTransport();
}
