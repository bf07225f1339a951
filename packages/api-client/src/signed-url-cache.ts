import type { MediaFile, MediaFolder } from "@cortege/domain";

/**
 * Part 1 §9: signed media URLs are reused for 50 minutes. The server signs them for an hour
 * (SIGNED_URL_TTL_SECONDS), so a cached URL always has ten minutes left when it is shown.
 */
export const SIGNED_URL_CACHE_MS = 50 * 60 * 1000;

export type CacheFolder = Pick<MediaFolder, "vendorId" | "category"> & { clientId?: string | null; id?: string | null };

export function signedUrlCacheKey(folder: CacheFolder, fileId: string): string {
  return [folder.vendorId, folder.category, folder.clientId ?? "", folder.id ?? "", fileId].join("/");
}

type Entry = { file: MediaFile; storedAt: number };

/** Signed URLs by folder and file, so that a list rendered again does not ask the server to sign again. */
export function createSignedUrlCache({ now = Date.now, ttlMs = SIGNED_URL_CACHE_MS } = {}) {
  const entries = new Map<string, Entry>();
  return {
    get(folder: CacheFolder, fileId: string): MediaFile | undefined {
      const key = signedUrlCacheKey(folder, fileId);
      const entry = entries.get(key);
      if (!entry) return undefined;
      // The server's own expiry wins when it is sooner than ours (a shorter TTL configured there).
      if (now() - entry.storedAt >= ttlMs || Date.parse(entry.file.expiresAt) <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.file;
    },
    set(folder: CacheFolder, file: MediaFile): void {
      entries.set(signedUrlCacheKey(folder, file.fileId), { file, storedAt: now() });
    },
    delete(folder: CacheFolder, fileId: string): void {
      entries.delete(signedUrlCacheKey(folder, fileId));
    },
    clear: () => entries.clear(),
  };
}

export type SignedUrlCache = ReturnType<typeof createSignedUrlCache>;
