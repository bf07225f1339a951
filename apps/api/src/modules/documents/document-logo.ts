import type { FileCategory } from "@cortege/domain";
import sharp from "sharp";
import type { Storage } from "../../platform/storage/storage.ts";
import { keyPrefixOf, objectKeys } from "../media-library/storage-keys.ts";

const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_LOGO_BYTES = 10 * 1024 * 1024;
const CACHE_SIZE = 50;

/**
 * The logo a document prints, read from storage (the media library's original object) and made a
 * PNG of at most 600 px wide, since pdfkit embeds only JPEG and PNG and an SVG or WebP logo is
 * common, and opaque (see below). The converted bytes are kept for the next renders (a file id never changes content).
 */
export function createDocumentLogoReader(storage: Storage, log?: { warn(obj: unknown, msg?: string): void }) {
  const cache = new Map<string, Buffer | null>();

  return async function readLogo(vendorId: string, category: FileCategory, fileId: string | null): Promise<Buffer | null> {
    if (!fileId || !FILE_ID.test(fileId)) return null;
    // The key starts with the vendor's id: a file id of another vendor names nothing here.
    const key = objectKeys(keyPrefixOf({ vendorId, category, clientId: null, ownerId: null, fileId })).original;
    if (cache.has(key)) return cache.get(key) ?? null;
    let png: Buffer | null = null;
    try {
      const bytes = await storage.read(key, MAX_LOGO_BYTES);
      png = await sharp(bytes, { limitInputPixels: 40_000_000 })
        .resize({ width: 600, height: 240, fit: "inside", withoutEnlargement: true })
        // Laid on white, as the page under it is: pdfkit embeds an opaque PNG's data as it is, but decodes
        // a transparent one to split its alpha channel and deflates both again at every document (~6 ms
        // of a 1-page render for a 600 px logo).
        .flatten({ background: "#ffffff" })
        .png()
        .toBuffer();
    } catch (error) {
      // A missing or unreadable logo prints the document without one.
      log?.warn({ err: error, key }, "document logo not read");
      return null;
    }
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(key, png);
    return png;
  };
}
export type DocumentLogoReader = ReturnType<typeof createDocumentLogoReader>;
