import { z } from "zod";
import { requiredText } from "../text/plain-text.ts";
import { clientMessages as m } from "./messages.ts";

export const attachmentFileTypes = ["JPEG", "PNG", "GIF", "BMP", "SVG", "TIFF", "WEBP", "PDF"] as const;
export type AttachmentFileType = (typeof attachmentFileTypes)[number];

/** jpg maps to JPEG; an unknown type falls back to JPEG (part 1 §3, Attachment). */
export function toAttachmentFileType(value: unknown): AttachmentFileType {
  const upper = typeof value === "string" ? value.trim().toUpperCase() : "";
  if (upper === "JPG") return "JPEG";
  return (attachmentFileTypes as readonly string[]).includes(upper) ? (upper as AttachmentFileType) : "JPEG";
}

/**
 * A file of the client's drive. The file itself lives in the media library (category ClientDrive,
 * folder = clientId); the client keeps its description, and URLs are signed when asked for.
 */
export const clientAttachmentSchema = z.object({
  fileId: requiredText(300, m.filenameRequired),
  filename: requiredText(300, m.filenameRequired),
  fileType: z.unknown().optional().transform(toAttachmentFileType),
  size: z.number().int().min(0).max(10_000_000_000).nullish().default(null),
});
export type ClientAttachment = z.output<typeof clientAttachmentSchema>;

export const clientAttachmentOutputSchema = z.object({
  fileId: z.string(),
  filename: z.string(),
  fileType: z.enum(attachmentFileTypes),
  size: z.number().nullable(),
});
