import type {
  ConfirmUploadRequest,
  MediaFile,
  MediaFilesRequest,
  MediaFolderInput,
  PresignedUpload,
  PresignedUrlsRequest,
  StorageUsage,
} from "@cortege/domain";
import type { ApiClient } from "./api-client.ts";
import type { Result } from "./result.ts";
import { createSignedUrlCache, type SignedUrlCache } from "./signed-url-cache.ts";
import { type UploadProgress, uploadFiles } from "./upload-files.ts";
import { createDefaultUploadTransport, type UploadTransport } from "./upload-transport.ts";

export type MediaLibraryApiOptions = {
  /** How the bytes travel to a signed URL; XMLHttpRequest in the browser, fetch under Node. */
  transport?: UploadTransport;
  cache?: SignedUrlCache;
  now?: () => number;
};

export type PresignedUrlsResponse = { urls: PresignedUpload[] };
export type MediaUrlsResponse = { urls: (MediaFile | null)[] };
export type MediaFolderResponse = { urls: MediaFile[] };
export type DeletedFilesResponse = { deleted: number };

/** The media library calls of part 1 §7, the upload flow, and the 50-minute cache of signed URLs (§9). */
export function createMediaLibraryApi(client: ApiClient, options: MediaLibraryApiOptions = {}) {
  const cache = options.cache ?? createSignedUrlCache({ now: options.now ?? Date.now });
  // Chosen on first use, when the environment (browser or Node) is known.
  const put: UploadTransport = (request) => (options.transport ?? createDefaultUploadTransport())(request);
  const post = <T>(path: string, body: unknown) => client.request<T>({ method: "POST", path, body });

  async function confirm(input: ConfirmUploadRequest): Promise<Result<MediaFile>> {
    const result = await post<MediaFile>("media-library/confirm", input);
    if (result.ok) cache.set({ vendorId: input.vendorId, ...result.data }, result.data);
    return result;
  }

  const presignedUrls = (input: PresignedUrlsRequest): Promise<Result<PresignedUrlsResponse>> =>
    post("media-library/presigned-urls", input);

  return {
    presignedUrls,
    confirm,
    /** Only the names the cache does not hold are asked for; the answer keeps the requested order. */
    async urls(input: MediaFilesRequest): Promise<Result<MediaUrlsResponse>> {
      const known = input.filenames.map((name) => cache.get(input, name) ?? null);
      const missing = input.filenames.filter((_name, index) => known[index] === null);
      if (missing.length === 0) return { ok: true, data: { urls: known } };
      const result = await post<MediaUrlsResponse>("media-library/urls", { ...input, filenames: missing });
      if (!result.ok) return result;
      const fetched = new Map<string, MediaFile | null>(missing.map((name, index) => [name, result.data.urls[index] ?? null]));
      for (const file of fetched.values()) if (file) cache.set(input, file);
      return { ok: true, data: { urls: input.filenames.map((name, index) => known[index] ?? fetched.get(name) ?? null) } };
    },
    /** Always asks the server (files may have been added elsewhere), and fills the cache for urls(). */
    async urlsFromFolder(folder: MediaFolderInput): Promise<Result<MediaFolderResponse>> {
      const result = await post<MediaFolderResponse>("media-library/urls-from-folder", folder);
      if (result.ok) for (const file of result.data.urls) cache.set(folder, file);
      return result;
    },
    /** Puts these files of the folder in this order (not in the spec: our order of a gallery). */
    async reorder(input: MediaFilesRequest): Promise<Result<MediaFolderResponse>> {
      const result = await post<MediaFolderResponse>("media-library/reorder", input);
      if (result.ok) for (const file of result.data.urls) cache.set(input, file);
      return result;
    },
    async delete(input: MediaFilesRequest): Promise<Result<DeletedFilesResponse>> {
      const result = await post<DeletedFilesResponse>("media-library/delete", input);
      if (result.ok) for (const name of input.filenames) cache.delete(input, name);
      return result;
    },
    usage: (vendorId: string): Promise<Result<StorageUsage>> =>
      client.request({ method: "GET", path: "media-library/usage", query: { vendorId } }),
    uploadFiles: (folder: MediaFolderInput, files: readonly File[], onProgress?: UploadProgress) =>
      uploadFiles(
        {
          presign: (f, list) =>
            presignedUrls({ ...f, filenames: list.map((file) => file.name), sizes: list.map((file) => file.size) }),
          put,
          confirm: (fileId) => confirm({ vendorId: folder.vendorId, fileId }),
        },
        folder,
        files,
        onProgress,
      ),
  };
}

export type MediaLibraryApi = ReturnType<typeof createMediaLibraryApi>;
