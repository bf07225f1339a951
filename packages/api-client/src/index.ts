export { type ApiClient, type ApiClientOptions, type CallOptions, createApiClient, type RequestOptions } from "./api-client.ts";
export { ApiProblemError } from "./api-problem-error.ts";
export type { ClientMode } from "./client-mode.ts";
export { isSessionValid } from "./is-session-valid.ts";
export { createLocalStorageSessionStore } from "./local-storage-session-store.ts";
export {
  createMediaLibraryApi,
  type DeletedFilesResponse,
  type MediaFolderResponse,
  type MediaLibraryApi,
  type MediaLibraryApiOptions,
  type MediaUrlsResponse,
  type PresignedUrlsResponse,
} from "./media-library-api.ts";
export { createMemorySessionStore } from "./memory-session-store.ts";
export type { Problem } from "./problem.ts";
export { problemFromResponse } from "./problem-from-response.ts";
export { readTokenClaims, type TokenClaims } from "./read-token-claims.ts";
export type { Result } from "./result.ts";
export type { ServiceName } from "./service-name.ts";
export { createSignedUrlCache, SIGNED_URL_CACHE_MS, type SignedUrlCache, signedUrlCacheKey } from "./signed-url-cache.ts";
export { storageKeys } from "./storage-keys.ts";
export type { SessionStore, StoredSession } from "./stored-session.ts";
export type { SuccessResponse } from "./success-response.ts";
export { unwrap } from "./unwrap.ts";
export {
  NO_URL_CODE,
  NO_URL_MESSAGE,
  UPLOAD_CONCURRENCY,
  type UploadProgress,
  URL_COUNT_MISMATCH_CODE,
  URL_COUNT_MISMATCH_MESSAGE,
} from "./upload-files.ts";
export {
  createDefaultUploadTransport,
  createFetchUploadTransport,
  createXhrUploadTransport,
  type UploadRequest,
  type UploadTransport,
} from "./upload-transport.ts";
export { createUserApi, type UserApi, type UserApiOptions } from "./user-api.ts";
export { createVendorApi, type UserVendorsResponse, type VendorApi } from "./vendor-api.ts";
