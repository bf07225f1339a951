export const fileTypes = ["JPEG", "PNG", "GIF", "BMP", "SVG", "TIFF", "WEBP", "PDF"] as const;
export type FileType = (typeof fileTypes)[number];

export const DEFAULT_FILE_TYPE: FileType = "JPEG";

/** jpg maps to JPEG; an unknown value falls back to JPEG (part 1 §3 and §5). */
export function toFileType(value: unknown): FileType {
  const upper = typeof value === "string" ? value.trim().replace(/^\./, "").toUpperCase() : "";
  if (upper === "JPG") return "JPEG";
  if (upper === "TIF") return "TIFF";
  return (fileTypes as readonly string[]).includes(upper) ? (upper as FileType) : DEFAULT_FILE_TYPE;
}

/** The media type a file of this type is served with. */
export const mimeTypeOf: Record<FileType, string> = {
  JPEG: "image/jpeg",
  PNG: "image/png",
  GIF: "image/gif",
  BMP: "image/bmp",
  SVG: "image/svg+xml",
  TIFF: "image/tiff",
  WEBP: "image/webp",
  PDF: "application/pdf",
};

const byMime: Record<string, FileType> = {
  ...Object.fromEntries(Object.entries(mimeTypeOf).map(([type, mime]) => [mime, type as FileType])),
  // An animated PNG is still a PNG to every browser.
  "image/apng": "PNG",
};

/**
 * The file type of a media type found in a file's bytes, or null when it is none of ours. Unlike
 * toFileType there is no fallback: this decides whether a file is accepted at all.
 */
export function fileTypeOfMime(mime: string | undefined): FileType | null {
  return (mime && byMime[mime.toLowerCase()]) || null;
}

/** Types that are pictures; the others (PDF) are documents. */
export const imageFileTypes = ["JPEG", "PNG", "GIF", "BMP", "SVG", "TIFF", "WEBP"] as const satisfies readonly FileType[];

/** Pictures the server turns into web-sized WebP variants (BMP is not decoded by our image library). */
export const resizableFileTypes = ["JPEG", "PNG", "GIF", "TIFF", "WEBP"] as const satisfies readonly FileType[];

export function isResizable(type: FileType): boolean {
  return (resizableFileTypes as readonly FileType[]).includes(type);
}

/** The file name extension a type is conventionally saved with. */
export const extensionOf: Record<FileType, string> = {
  JPEG: "jpg",
  PNG: "png",
  GIF: "gif",
  BMP: "bmp",
  SVG: "svg",
  TIFF: "tif",
  WEBP: "webp",
  PDF: "pdf",
};
