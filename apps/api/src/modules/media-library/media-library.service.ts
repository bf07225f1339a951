import { randomUUID } from "node:crypto";
import {
  acceptedFileTypes,
  acceptsFileType,
  mediaLibraryErrorCodes as codes,
  type FileCategory,
  type FileType,
  isResizable,
  type MediaFile,
  mediaLibraryMessages as m,
  maxFileBytes,
  mimeTypeOf,
  PENDING_UPLOAD_TTL_SECONDS,
  type PresignedUpload,
  SIGNED_URL_TTL_SECONDS,
  type StorageUsage,
  tmpCategoryOf,
  UPLOAD_URL_TTL_SECONDS,
} from "@cortege/domain";
import type { Db } from "../../platform/db/database.ts";
import { AppError, badRequest } from "../../platform/errors/app-error.ts";
import { contentDisposition } from "../../platform/storage/content-disposition.ts";
import { type Storage, StorageError } from "../../platform/storage/storage.ts";
import { detectFileType } from "./file-inspection.ts";
import { ImageRefused, type ImageVariants, makeImageVariants } from "./image-variants.ts";
import { createMediaLibraryRepository, type Folder, type MediaFileRow } from "./media-library.repository.ts";
import { allObjectKeys, keyPrefixOf, objectKeys, uploadKeyOf } from "./storage-keys.ts";
import { stripLocation } from "./strip-location.ts";
import { sanitizeSvg } from "./svg-sanitizer.ts";

export type MediaLibraryDeps = {
  db: Db;
  storage: Storage;
  quotaBytes: number;
  /** Objects left behind by a failed deletion are only logged: the rows are already gone. */
  log: { warn: (details: object, message: string) => void };
  now?: () => Date;
};

type FolderInput = { vendorId: string; category: FileCategory; clientId: string | null; id: string | null };

const toFolder = (f: FolderInput): Folder => ({
  vendorId: f.vendorId,
  category: f.category,
  clientId: f.clientId,
  ownerId: f.id,
});

const fileNotFound = () => new AppError(404, codes.FILE_NOT_FOUND, m.fileNotFound);
const webpName = (name: string) => `${name.replace(/\.[^.]*$/, "") || "image"}.webp`;

/** The media library: upload URLs, checked uploads with web variants, signed URLs, folders, quota. */
export function createMediaLibraryService({ db, storage, quotaBytes, log, now = () => new Date() }: MediaLibraryDeps) {
  const repo = createMediaLibraryRepository(db);

  async function removeObjects(rows: MediaFileRow[]): Promise<void> {
    const keys = rows.flatMap((r) => allObjectKeys(r.keyPrefix, r.hasVariants, r.uploadKey));
    await storage
      .remove(keys)
      .catch((error: unknown) => log.warn({ err: error, keys: keys.length }, "storage objects not removed"));
  }

  const quotaError = (used: number) => badRequest(codes.STORAGE_QUOTA_EXCEEDED, m.quotaExceeded(used, quotaBytes));

  async function toMediaFile(row: MediaFileRow): Promise<MediaFile> {
    const keys = objectKeys(row.keyPrefix);
    const sign = (key: string) => storage.signDownload(key, { expiresInSeconds: SIGNED_URL_TTL_SECONDS });
    const original = await sign(keys.original);
    const [large, thumbnail] = row.hasVariants
      ? await Promise.all([sign(keys.large), sign(keys.thumbnail)])
      : [original, original];
    return {
      fileId: row.id,
      filename: row.originalName,
      fileType: row.fileType as FileType,
      size: row.size,
      category: row.category as FileCategory,
      clientId: row.clientId,
      id: row.ownerId,
      url: large.url,
      thumbnailUrl: thumbnail.url,
      downloadUrl: original.url,
      expiresAt: original.expiresAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** Refuses a received upload: its row and bytes go, so nothing of it is ever served. */
  async function refuse(row: MediaFileRow, error: AppError): Promise<never> {
    await repo.deleteByIds(row.vendorId, [row.id]);
    await removeObjects([{ ...row, hasVariants: true }]);
    throw error;
  }

  const service = {
    /** A ready file of the vendor in one of these categories (the public showcase serves its pictures). */
    async readyFileIn(
      vendorId: string,
      fileId: string,
      categories: readonly FileCategory[],
    ): Promise<{ keyPrefix: string; hasVariants: boolean; fileType: string | null } | undefined> {
      const row = await repo.get(vendorId, fileId);
      if (row?.status !== "ready" || !categories.includes(row.category as FileCategory)) return undefined;
      return { keyPrefix: row.keyPrefix, hasVariants: row.hasVariants, fileType: row.fileType };
    },

    /** One upload URL per file, in the order of the names; nothing is created if one file is refused. */
    async presign(input: FolderInput & { filenames: string[]; sizes: number[] }): Promise<{ urls: PresignedUpload[] }> {
      await removeObjects(await repo.deleteExpiredPending(input.vendorId, now()));
      const limit = maxFileBytes[input.category];
      input.filenames.forEach((name, i) => {
        const size = input.sizes[i] ?? 0;
        if (size === 0) throw badRequest(codes.FILE_EMPTY, m.fileEmpty(name));
        if (size > limit) throw badRequest(codes.FILE_TOO_LARGE, m.fileTooLarge(name, limit));
      });
      const folder = toFolder(input);
      const at = now().getTime();
      const expiresAt = new Date(at + PENDING_UPLOAD_TTL_SECONDS * 1000);
      // Announced sizes count against the quota until confirmed or purged (checked under the vendor's lock).
      const inserted = await repo.insertPending(
        input.vendorId,
        input.filenames.map((originalName, i) => {
          const id = randomUUID();
          const keyPrefix = keyPrefixOf({ ...folder, fileId: id });
          return {
            id,
            ...folder,
            originalName,
            keyPrefix,
            uploadKey: uploadKeyOf(keyPrefix),
            declaredSize: input.sizes[i] ?? 0,
            expiresAt,
            // Folders list by creation time: 1 ms apart keeps the order the user chose the files in.
            createdAt: new Date(at + i),
          };
        }),
        quotaBytes,
      );
      if (!inserted.ok) throw quotaError(inserted.usedBytes);
      const urls = await Promise.all(
        inserted.rows.map(async (row) => {
          const signed = await storage.signUpload(row.uploadKey ?? objectKeys(row.keyPrefix).original, {
            size: row.declaredSize,
            expiresInSeconds: UPLOAD_URL_TTL_SECONDS,
          });
          return {
            fileId: row.id,
            filename: row.originalName,
            size: row.declaredSize,
            method: "PUT" as const,
            url: signed.url,
            expiresAt: signed.expiresAt.toISOString(),
          };
        }),
      );
      return { urls };
    },

    /**
     * Checks an upload from its bytes (size, type, SVG made safe), makes the web variants of a
     * picture, and makes it ready within the quota. Confirming a ready file again returns it.
     */
    async confirm(vendorId: string, fileId: string): Promise<{ file: MediaFile; variantsMs: number | null }> {
      const row = await repo.get(vendorId, fileId);
      if (!row) throw fileNotFound();
      if (row.status === "ready") return { file: await toMediaFile(row), variantsMs: null };

      const name = row.originalName;
      const category = row.category as FileCategory;
      const limit = maxFileBytes[category];
      if (row.expiresAt.getTime() < now().getTime()) await refuse(row, badRequest(codes.UPLOAD_EXPIRED, m.uploadExpired(name)));

      const keys = objectKeys(row.keyPrefix);
      // The upload URL wrote to the one-time key (rows from before it existed: to `original`).
      const received = row.uploadKey ?? keys.original;
      const size = await storage.size(received);
      if (size === null) throw badRequest(codes.UPLOAD_MISSING, m.uploadMissing(name));
      if (size > limit) await refuse(row, badRequest(codes.FILE_TOO_LARGE, m.fileTooLarge(name, limit)));
      if (size !== row.declaredSize) await refuse(row, badRequest(codes.UPLOAD_SIZE_MISMATCH, m.uploadSizeMismatch(name)));

      const bytes = await storage.read(received, limit).catch(async (error: unknown) => {
        // Replaced or removed since it was measured: the user only needs to send it again.
        if (error instanceof StorageError) await refuse(row, badRequest(codes.UPLOAD_MISSING, m.uploadMissing(name)));
        throw error;
      });
      // Replaced between measuring and reading: only these bytes are checked and kept.
      if (bytes.length !== row.declaredSize) {
        await refuse(row, badRequest(codes.UPLOAD_SIZE_MISMATCH, m.uploadSizeMismatch(name)));
      }
      const type = await detectFileType(bytes);
      if (!type || !acceptsFileType(category, type)) {
        await refuse(row, badRequest(codes.FILE_TYPE_REFUSED, m.fileTypeRefused(name, acceptedFileTypes[category])));
      }
      const fileType = type as FileType;

      let body = bytes;
      let variants: ImageVariants | null = null;
      let variantsMs: number | null = null;
      if (fileType === "SVG") {
        const clean = sanitizeSvg(bytes);
        if (!clean) await refuse(row, badRequest(codes.FILE_UNREADABLE, m.fileUnreadable(name)));
        body = clean as Buffer;
      } else if (isResizable(fileType)) {
        const started = performance.now();
        try {
          variants = await makeImageVariants(bytes, fileType);
        } catch (error) {
          const tooBig = error instanceof ImageRefused && error.reason === "too-many-pixels";
          await refuse(row, badRequest(codes.FILE_UNREADABLE, tooBig ? m.imageTooLarge(name) : m.fileUnreadable(name)));
        }
        variantsMs = performance.now() - started;
        // The original too loses its EXIF, XMP and IPTC blocks (GPS position), keeping its pixels.
        body = await stripLocation(bytes, fileType).catch(() =>
          refuse(row, badRequest(codes.FILE_UNREADABLE, m.fileUnreadable(name))),
        );
      }

      const original = { contentType: mimeTypeOf[fileType], contentDisposition: contentDisposition("attachment", name) };
      // The checked bytes, written by the server where no upload URL reaches: the old URL cannot replace them.
      if (received === keys.original && body === bytes) await storage.setMetadata(keys.original, original);
      else await storage.write(keys.original, body, original);
      if (variants) {
        const shown = { contentType: "image/webp", contentDisposition: contentDisposition("inline", webpName(name)) };
        await Promise.all([
          storage.write(keys.large, variants.large, shown),
          storage.write(keys.thumbnail, variants.thumbnail, shown),
        ]);
      }

      const ready = {
        fileType,
        size: body.length,
        storedBytes: body.length + (variants ? variants.large.length + variants.thumbnail.length : 0),
        hasVariants: variants !== null,
      };
      const outcome = await repo.markReady(row, ready, quotaBytes);
      if (outcome === "gone") {
        // Confirmed at the same time by another call: that one's file stands.
        const now = await repo.get(vendorId, fileId);
        if (now?.status === "ready") return { file: await toMediaFile(now), variantsMs: null };
        await removeObjects([{ ...row, hasVariants: true }]);
        throw fileNotFound();
      }
      if (!outcome.ok) await refuse(row, quotaError(outcome.usedBytes));
      // The upload URL is spent: sealed where the driver can, else its key emptied now and again by the
      // purge once the URL has expired (a late PUT can only write there, and nothing reads it).
      if (received !== keys.original) {
        await (storage.sealUpload ? storage.sealUpload(received) : storage.remove([received])).catch((error: unknown) =>
          log.warn({ err: error }, "upload key not sealed"),
        );
      }
      return { file: await toMediaFile({ ...row, ...ready, status: "ready" }), variantsMs };
    },

    /** Signed URLs of these files of the folder, same order; null for a name the folder lacks. */
    async urls(input: FolderInput & { filenames: string[] }): Promise<{ urls: (MediaFile | null)[] }> {
      const rows = await repo.readyInFolder(toFolder(input), input.filenames);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return {
        urls: await Promise.all(
          input.filenames.map((name) => {
            const row = byId.get(name);
            return row ? toMediaFile(row) : null;
          }),
        ),
      };
    },

    async listFolder(input: FolderInput): Promise<{ urls: MediaFile[] }> {
      const rows = await repo.listFolder(toFolder(input));
      return { urls: await Promise.all(rows.map(toMediaFile)) };
    },

    /** The folder listed in a new order: these files, in this order, in the places they held. */
    async reorder(input: FolderInput & { filenames: string[] }): Promise<{ urls: MediaFile[] }> {
      await repo.reorder(toFolder(input), input.filenames);
      const rows = await repo.listFolder(toFolder(input));
      return { urls: await Promise.all(rows.map(toMediaFile)) };
    },

    async deleteFiles(input: FolderInput & { filenames: string[] }): Promise<{ deleted: number }> {
      const rows = await repo.deleteInFolder(toFolder(input), input.filenames);
      await removeObjects(rows);
      return { deleted: rows.length };
    },

    /** Copies the staging folder of a document (QuoteTmp…, same client) into the document's folder. */
    async copyFolder(input: {
      vendorId: string;
      category: "Quote" | "Invoice" | "CreditNote";
      clientId: string | null;
      id: string;
    }): Promise<{ urls: MediaFile[] }> {
      const source = await repo.listFolder({
        vendorId: input.vendorId,
        category: tmpCategoryOf(input.category),
        clientId: input.clientId,
        ownerId: null,
      });
      const adding = source.reduce((total, r) => total + r.storedBytes, 0);
      const used = await repo.usedBytes(input.vendorId);
      if (used + adding > quotaBytes) throw quotaError(used);

      const target = { vendorId: input.vendorId, category: input.category, clientId: input.clientId, ownerId: input.id };
      const copied: MediaFileRow[] = [];
      const at = now().getTime();
      try {
        for (const [i, row] of source.entries()) {
          const id = randomUUID();
          const keyPrefix = keyPrefixOf({ ...target, fileId: id });
          const from = allObjectKeys(row.keyPrefix, row.hasVariants);
          const to = allObjectKeys(keyPrefix, row.hasVariants);
          await Promise.all(from.map((key, i) => storage.copy(key, to[i] as string)));
          const createdAt = new Date(at + i);
          copied.push({
            ...row,
            ...target,
            id,
            keyPrefix,
            uploadKey: null,
            expiresAt: createdAt,
            confirmedAt: createdAt,
            createdAt,
          });
        }
        const outcome = await repo.insertReadyCopies(input.vendorId, copied, quotaBytes);
        if (!outcome.ok) throw quotaError(outcome.usedBytes);
      } catch (error) {
        await removeObjects(copied);
        throw error;
      }
      return { urls: await Promise.all(copied.map(toMediaFile)) };
    },

    /** Deletes a category's files, narrowed to one client or owner id when given. */
    async deleteFolder(input: FolderInput): Promise<{ deleted: number }> {
      const rows = await repo.deleteCategory(input.vendorId, input.category, { clientId: input.clientId, ownerId: input.id });
      await removeObjects(rows);
      return { deleted: rows.length };
    },

    async usage(vendorId: string): Promise<StorageUsage> {
      return { ...(await repo.usage(vendorId)), quotaBytes };
    },
  };
  return {
    ...service,
    /**
     * A file the server received itself (an e-mail's attachment, the couple's page form): announced, written
     * where its upload URL would have put it, then confirmed, so it goes through the same checks (size, type
     * from its bytes, quota) and refusals as a browser's upload.
     */
    async storeReceived(input: FolderInput & { filename: string; bytes: Buffer }): Promise<MediaFile> {
      const { urls } = await service.presign({ ...input, filenames: [input.filename], sizes: [input.bytes.length] });
      const fileId = (urls[0] as PresignedUpload).fileId;
      const row = await repo.get(input.vendorId, fileId);
      if (!row) throw fileNotFound();
      await storage.write(row.uploadKey ?? objectKeys(row.keyPrefix).original, input.bytes, {
        contentType: "application/octet-stream",
        contentDisposition: contentDisposition("attachment", input.filename),
      });
      return (await service.confirm(input.vendorId, fileId)).file;
    },
  };
}
export type MediaLibraryService = ReturnType<typeof createMediaLibraryService>;
