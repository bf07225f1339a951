import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { assertSafeKey } from "./object-keys.ts";
import { type Storage, StorageError } from "./storage.ts";

export type S3Settings = {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
};

const isMissing = (error: unknown) =>
  error instanceof NotFound ||
  error instanceof NoSuchKey ||
  (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404;

/** Deletes run a few at a time: enough to empty a folder quickly, not enough to trip rate limits. */
const DELETE_CONCURRENCY = 8;

/**
 * An S3-compatible bucket (AWS, Scaleway, OVH, MinIO, R2…). Clients upload and download directly
 * with presigned URLs; the API only reads an upload back to check it and writes the variants.
 */
export function createS3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Checksums only where S3 demands them: S3-compatible servers do not all know the newer ones,
    // and a presigned PUT must not require a checksum the browser cannot compute.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;

  const storage: Storage = {
    driver: "s3",
    async signUpload(key, { size, expiresInSeconds }) {
      // ContentLength is signed: the bucket refuses a body of any other size.
      const command = new PutObjectCommand({ Bucket, Key: assertSafeKey(key), ContentLength: size });
      const url = await getSignedUrl(client, command, { expiresIn: expiresInSeconds });
      return { url, expiresAt: new Date(Date.now() + expiresInSeconds * 1000) };
    },
    async signDownload(key, { expiresInSeconds }) {
      const command = new GetObjectCommand({ Bucket, Key: assertSafeKey(key) });
      const url = await getSignedUrl(client, command, { expiresIn: expiresInSeconds });
      return { url, expiresAt: new Date(Date.now() + expiresInSeconds * 1000) };
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: assertSafeKey(key) }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(key, maxBytes) {
      let response: GetObjectCommandOutput;
      try {
        response = await client.send(new GetObjectCommand({ Bucket, Key: assertSafeKey(key) }));
      } catch (error) {
        if (isMissing(error)) throw new StorageError("missing", `no object at ${key}`);
        throw error;
      }
      if ((response.ContentLength ?? 0) > maxBytes) {
        (response.Body as { destroy?: () => void } | undefined)?.destroy?.();
        throw new StorageError("too-large", `${key} holds ${response.ContentLength} bytes`);
      }
      const bytes = await response.Body?.transformToByteArray();
      return Buffer.from(bytes ?? new Uint8Array());
    },
    async write(key, body, metadata) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: assertSafeKey(key),
          Body: body,
          ContentLength: body.length,
          ContentType: metadata.contentType,
          ContentDisposition: metadata.contentDisposition,
        }),
      );
    },
    async setMetadata(key, metadata) {
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: assertSafeKey(key),
          CopySource: `${Bucket}/${key}`,
          MetadataDirective: "REPLACE",
          ContentType: metadata.contentType,
          ContentDisposition: metadata.contentDisposition,
        }),
      );
    },
    async copy(fromKey, toKey) {
      await client.send(
        new CopyObjectCommand({ Bucket, Key: assertSafeKey(toKey), CopySource: `${Bucket}/${assertSafeKey(fromKey)}` }),
      );
    },
    async remove(keys) {
      // One DeleteObject per key: DeleteObjects needs a body checksum that some S3-compatible servers
      // verify differently, and a folder holds few files.
      const queue = [...keys];
      const worker = async () => {
        for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
          await client.send(new DeleteObjectCommand({ Bucket, Key: assertSafeKey(key) }));
        }
      };
      await Promise.all(Array.from({ length: Math.min(DELETE_CONCURRENCY, queue.length) }, worker));
    },
    close: async () => {
      client.destroy();
    },
  };
  return storage;
}
