import type {
  ConfirmUploadRequest,
  MediaFile,
  MediaFilesRequest,
  MediaFolderInput,
  mediaLibraryContract,
  PresignedUrlsRequest,
  RouteAnswer,
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

export type PresignedUrlsResponse = RouteAnswer<typeof mediaLibraryContract.presignedUrls>;
export type MediaUrlsResponse = RouteAnswer<typeof mediaLibraryContract.urls>;
export type MediaFolderResponse = RouteAnswer<typeof mediaLibraryContract.urlsFromFolder>;
export type DeletedFilesResponse = RouteAnswer<typeof mediaLibraryContract.delete>;

/** The media library calls of part 1 §7, the upload flow, and the 50-minute cache of signed URLs (§9). */
export function createMediaLibraryApi(client: ApiClient, options: MediaLibraryApiOptions = {}) {
  const cache = options.cache ?? createSignedUrlCache({ now: options.now ?? Date.now });
  // Chosen on first use, when the environment (browser or Node) is known.
  const put: UploadTransport = (request) => (options.transport ?? createDefaultUploadTransport())(request);

  async function confirm(input: ConfirmUploadRequest): Promise<Result<MediaFile>> {
    const result = await client.call<typeof mediaLibraryContract.confirm>({
      method: "POST",
      path: "media-library/confirm",
      body: input,
    });
    if (result.ok) cache.set({ vendorId: input.vendorId, ...result.data }, result.data);
    return result;
  }

  const presignedUrls = (input: PresignedUrlsRequest): Promise<Result<PresignedUrlsResponse>> =>
    client.call<typeof mediaLibraryContract.presignedUrls>({ method: "POST", path: "media-library/presigned-urls", body: input });

  return {
    presignedUrls,
    confirm,
    /** Only the names the cache does not hold are asked for; the answer keeps the requested order. */
    async urls(input: MediaFilesRequest): Promise<Result<MediaUrlsResponse>> {
      const known = input.filenames.map((name) => cache.get(input, name) ?? null);
      const missing = input.filenames.filter((_name, index) => known[index] === null);
      if (missing.length === 0) return { ok: true, data: { urls: known } };
      const result = await client.call<typeof mediaLibraryContract.urls>({
        method: "POST",
        path: "media-library/urls",
        body: { ...input, filenames: missing },
      });
      if (!result.ok) return result;
      const fetched = new Map<string, MediaFile | null>(missing.map((name, index) => [name, result.data.urls[index] ?? null]));
      for (const file of fetched.values()) if (file) cache.set(input, file);
      return { ok: true, data: { urls: input.filenames.map((name, index) => known[index] ?? fetched.get(name) ?? null) } };
    },
    /** Always asks the server (files may have been added elsewhere), and fills the cache for urls(). */
    async urlsFromFolder(folder: MediaFolderInput): Promise<Result<MediaFolderResponse>> {
      const result = await client.call<typeof mediaLibraryContract.urlsFromFolder>({
        method: "POST",
        path: "media-library/urls-from-folder",
        body: folder,
      });
      if (result.ok) for (const file of result.data.urls) cache.set(folder, file);
      return result;
    },
    /** Puts these files of the folder in this order (not in the spec: our order of a gallery). */
    async reorder(input: MediaFilesRequest): Promise<Result<MediaFolderResponse>> {
      const result = await client.call<typeof mediaLibraryContract.reorder>({
        method: "POST",
        path: "media-library/reorder",
        body: input,
      });
      if (result.ok) for (const file of result.data.urls) cache.set(input, file);
      return result;
    },
    async delete(input: MediaFilesRequest): Promise<Result<DeletedFilesResponse>> {
      const result = await client.call<typeof mediaLibraryContract.delete>({
        method: "POST",
        path: "media-library/delete",
        body: input,
      });
      if (result.ok) for (const name of input.filenames) cache.delete(input, name);
      return result;
    },
    usage: (vendorId: string): Promise<Result<StorageUsage>> =>
      client.call<typeof mediaLibraryContract.usage>({ method: "GET", path: "media-library/usage", query: { vendorId } }),
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
