import type { FileCategory } from "./file-categories.ts";
import { type FileType, fileTypes, imageFileTypes } from "./file-types.ts";

const MB = 1024 * 1024;

/**
 * Largest file accepted per category (docs/decisions.md, "Files"): phone and camera photos for the
 * showcase, small pictures for logos and avatars, documents sized for e-mail attachments.
 */
export const maxFileBytes: Record<FileCategory, number> = {
  Quote: 10 * MB,
  Invoice: 10 * MB,
  CreditNote: 10 * MB,
  QuoteTmp: 10 * MB,
  InvoiceTmp: 10 * MB,
  CreditNoteTmp: 10 * MB,
  VendorLogo: 5 * MB,
  QuoteConfig: 5 * MB,
  UserProfilePicture: 5 * MB,
  Chat: 15 * MB,
  VendorProfile: 20 * MB,
  Product: 20 * MB,
  Accommodation: 20 * MB,
  Space: 20 * MB,
  Room: 20 * MB,
  Medias: 20 * MB,
  Promotion: 20 * MB,
  TeamMember: 20 * MB,
  Transaction: 10 * MB,
  ERP: 10 * MB,
  ClientDrive: 25 * MB,
};

/** The largest of all limits: what an upload request may carry at most. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(maxFileBytes));

const pictures: readonly FileType[] = imageFileTypes;
const anyType: readonly FileType[] = fileTypes;

/** Showcase and profile categories hold pictures only; documents and drives take PDF too. */
export const acceptedFileTypes: Record<FileCategory, readonly FileType[]> = {
  Quote: anyType,
  Invoice: anyType,
  CreditNote: anyType,
  QuoteTmp: anyType,
  InvoiceTmp: anyType,
  CreditNoteTmp: anyType,
  VendorLogo: pictures,
  QuoteConfig: anyType,
  UserProfilePicture: pictures,
  Chat: anyType,
  VendorProfile: pictures,
  Product: pictures,
  Accommodation: pictures,
  Space: pictures,
  Room: pictures,
  Medias: pictures,
  Promotion: pictures,
  TeamMember: pictures,
  Transaction: anyType,
  ERP: anyType,
  ClientDrive: anyType,
};

export function acceptsFileType(category: FileCategory, type: FileType): boolean {
  return acceptedFileTypes[category].includes(type);
}

/** Per-vendor storage when STORAGE_QUOTA_MB is not set: originals and their web variants together. */
export const DEFAULT_STORAGE_QUOTA_MB = 2048;

export const MAX_FILES_PER_UPLOAD = 50;
export const MAX_FILES_PER_URLS_REQUEST = 500;

/** Beyond this a picture is refused before it is decoded (a decompression bomb costs nothing). */
export const MAX_IMAGE_MEGAPIXELS = 100;

/** An upload URL is valid 30 minutes; an upload not confirmed within the hour is forgotten. */
export const UPLOAD_URL_TTL_SECONDS = 30 * 60;
export const PENDING_UPLOAD_TTL_SECONDS = 60 * 60;

/** Download URLs are signed for 1 hour; the client caches them 50 minutes (SIGNED_URL_CACHE_MS). */
export const SIGNED_URL_TTL_SECONDS = 60 * 60;
