import { z } from "zod";
import { vendorMessages } from "../vendors/messages.ts";
import { documentCategories, fileCategories } from "./file-categories.ts";
import { fileTypes } from "./file-types.ts";
import { mediaLibraryMessages as m } from "./messages.ts";
import { toOriginalName } from "./original-name.ts";
import { MAX_FILES_PER_UPLOAD, MAX_FILES_PER_URLS_REQUEST } from "./upload-limits.ts";

const vendorId = z.uuid({ error: vendorMessages.vendorNotFound });
const category = z.enum(fileCategories, { error: m.categoryInvalid });

/** clientId and id become storage path segments: letters, digits, - and _ only. */
const folderId = z
  .string({ error: m.folderIdInvalid })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, m.folderIdInvalid);
const optionalFolderId = z
  .union([folderId, z.literal(""), z.null()], { error: m.folderIdInvalid })
  .optional()
  .transform((v) => (v ? v : null));

/** A folder of the library: vendor, category, and the owner ids the category uses. */
export const mediaFolderSchema = z.object({
  vendorId,
  category,
  clientId: optionalFolderId,
  id: optionalFolderId,
});
export type MediaFolderInput = z.input<typeof mediaFolderSchema>;
export type MediaFolder = z.output<typeof mediaFolderSchema>;

const originalName = z
  .string({ error: m.filenameRequired })
  .transform(toOriginalName)
  .pipe(z.string().min(1, m.filenameRequired).max(255, m.filenameTooLong));

/**
 * presigned-urls: one upload URL per file, same count and order. Sizes are the files' exact byte
 * counts (File.size in the browser): they are checked against the limits and the quota before
 * anything is sent, and the upload URL only accepts that many bytes.
 */
export const presignedUrlsRequestSchema = mediaFolderSchema
  .extend({
    filenames: z
      .array(originalName, { error: m.filenamesRequired })
      .min(1, m.filenamesRequired)
      .max(MAX_FILES_PER_UPLOAD, m.tooManyFiles),
    sizes: z.array(
      z.number({ error: m.sizeInvalid }).int(m.sizeInvalid).min(0, m.sizeInvalid).max(Number.MAX_SAFE_INTEGER, m.sizeInvalid),
      {
        error: m.sizesMismatch,
      },
    ),
  })
  .refine((r) => r.sizes.length === r.filenames.length, { message: m.sizesMismatch, path: ["sizes"] });
export type PresignedUrlsRequest = z.input<typeof presignedUrlsRequestSchema>;

/** urls and delete: `filenames` are the server-given names (fileId) of files of the folder. */
export const mediaFilesRequestSchema = mediaFolderSchema.extend({
  filenames: z
    .array(z.string({ error: m.fileNotFound }).max(200, m.fileNotFound), { error: m.filenamesRequired })
    .min(1, m.filenamesRequired)
    .max(MAX_FILES_PER_URLS_REQUEST, m.tooManyUrls),
});
export type MediaFilesRequest = z.input<typeof mediaFilesRequestSchema>;

export const confirmUploadRequestSchema = z.object({ vendorId, fileId: z.uuid({ error: m.fileNotFound }) });
export type ConfirmUploadRequest = z.input<typeof confirmUploadRequestSchema>;

/** copy-folder: the staging folder of a document category (QuoteTmp…) into the document's folder. */
export const copyFolderRequestSchema = z.object({
  vendorId,
  category: z.enum(documentCategories, { error: m.onlyDocumentFolders }),
  clientId: optionalFolderId,
  id: z
    .string({ error: m.documentIdRequired })
    .trim()
    .min(1, m.documentIdRequired)
    .regex(/^[A-Za-z0-9_-]{1,64}$/, m.folderIdInvalid),
});
export type CopyFolderRequest = z.input<typeof copyFolderRequestSchema>;

export const deleteFolderRequestSchema = mediaFolderSchema;
export type DeleteFolderRequest = z.input<typeof deleteFolderRequestSchema>;

export const presignedUploadSchema = z.object({
  fileId: z.string(),
  filename: z.string(),
  size: z.number(),
  method: z.literal("PUT"),
  url: z.string(),
  expiresAt: z.string(),
});
export type PresignedUpload = z.infer<typeof presignedUploadSchema>;

export const presignedUrlsResponseSchema = z.object({ urls: z.array(presignedUploadSchema) });

/** A stored file with signed URLs: `url` to show it, `thumbnailUrl` for grids, `downloadUrl` for the original. */
export const mediaFileSchema = z.object({
  fileId: z.string(),
  filename: z.string(),
  fileType: z.enum(fileTypes),
  size: z.number(),
  category: z.enum(fileCategories),
  clientId: z.string().nullable(),
  id: z.string().nullable(),
  url: z.string(),
  thumbnailUrl: z.string(),
  downloadUrl: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type MediaFile = z.infer<typeof mediaFileSchema>;

/** urls: one entry per requested name, same order; null for a name the folder does not hold. */
export const mediaUrlsResponseSchema = z.object({ urls: z.array(mediaFileSchema.nullable()) });
export const mediaFolderResponseSchema = z.object({ urls: z.array(mediaFileSchema) });
export const deletedFilesResponseSchema = z.object({ deleted: z.number().int() });

export const storageUsageSchema = z.object({
  usedBytes: z.number(),
  quotaBytes: z.number(),
  fileCount: z.number().int(),
});
export type StorageUsage = z.infer<typeof storageUsageSchema>;
