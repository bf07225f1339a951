import type { FastifyPluginAsync } from "fastify";

/** Headers an object is served with; stored with the object, so a signed URL never carries them. */
export type ObjectMetadata = { contentType: string; contentDisposition: string };

export type SignedUrl = { url: string; expiresAt: Date };

/**
 * Where files live. Two drivers behave alike: local disk served by the API through HMAC-signed
 * URLs, and S3-compatible buckets through presigned URLs. Keys come from storage-keys.ts only.
 */
export type Storage = {
  readonly driver: "local" | "s3";
  /** A URL that accepts one PUT of exactly `size` bytes at `key` until it expires. */
  signUpload(key: string, options: { size: number; expiresInSeconds: number }): Promise<SignedUrl>;
  /** A URL that serves `key` with its stored metadata until it expires. */
  signDownload(key: string, options: { expiresInSeconds: number }): Promise<SignedUrl>;
  /** The object's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** The whole object; throws StorageError("too-large") beyond maxBytes, ("missing") when absent. */
  read(key: string, maxBytes: number): Promise<Buffer>;
  write(key: string, body: Buffer, metadata: ObjectMetadata): Promise<void>;
  /** Replaces the metadata of an object uploaded by a client, without sending its bytes again. */
  setMetadata(key: string, metadata: ObjectMetadata): Promise<void>;
  copy(fromKey: string, toKey: string): Promise<void>;
  /**
   * Closes an upload key for good: its bytes go and its upload URL, even unexpired, is refused from
   * now on (until `remove` of the key). Only the local driver can (the API serves its PUTs); on S3 a
   * presigned URL stays valid until it expires, so callers move the checked bytes elsewhere, never
   * read the upload key again, and remove what a late PUT leaves there once the URL has expired.
   */
  sealUpload?(key: string): Promise<void>;
  /** Deletes the objects; absent ones are ignored. */
  remove(keys: readonly string[]): Promise<void>;
  /** Routes the API must serve for this driver's URLs (local disk only), under the /api prefix. */
  routes?: FastifyPluginAsync;
  close(): Promise<void>;
};

export class StorageError extends Error {
  constructor(
    readonly reason: "missing" | "too-large",
    message: string,
  ) {
    super(message);
    this.name = "StorageError";
  }
}
