import { randomBytes } from "node:crypto";
import type { FileCategory } from "@cortege/domain";

export type FileLocation = {
  vendorId: string;
  category: FileCategory;
  clientId: string | null;
  ownerId: string | null;
  fileId: string;
};

/**
 * Every key starts with the vendor's id, so a URL signed for one vendor's key can never name
 * another vendor's file. The rest is the folder and the server-generated file id: nothing a user
 * typed ever becomes part of a key.
 */
export function keyPrefixOf(l: FileLocation): string {
  return ["vendors", l.vendorId, l.category, l.clientId ?? "_", l.ownerId ?? "_", l.fileId].join("/");
}

/**
 * The one-time key an upload URL writes to: random, so a URL handed out once names no other upload,
 * and apart from `original`, so it can never replace a confirmed file.
 */
export const uploadKeyOf = (prefix: string) => `${prefix}/upload-${randomBytes(12).toString("base64url")}`;

export const objectKeys = (prefix: string) => ({
  original: `${prefix}/original`,
  large: `${prefix}/large.webp`,
  thumbnail: `${prefix}/thumbnail.webp`,
});

/** Every object a file may have, for deletion (its upload key too, while the row names one). */
export const allObjectKeys = (prefix: string, hasVariants: boolean, uploadKey: string | null = null): string[] => {
  const keys = objectKeys(prefix);
  return [...(hasVariants ? [keys.original, keys.large, keys.thumbnail] : [keys.original]), ...(uploadKey ? [uploadKey] : [])];
};
