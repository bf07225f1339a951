import { type FileType, MAX_IMAGE_MEGAPIXELS } from "@cortege/domain";
import sharp from "sharp";

// Each upload is a different picture: libvips' operation cache would only hold memory.
sharp.cache(false);

export const LARGE_VARIANT_PX = 1600;
export const THUMBNAIL_VARIANT_PX = 400;

export type ImageVariants = { large: Buffer; thumbnail: Buffer };

export class ImageRefused extends Error {
  constructor(readonly reason: "unreadable" | "too-many-pixels") {
    super(reason);
    this.name = "ImageRefused";
  }
}

/**
 * The web-sized WebP copies shown in the app and on the showcase: a large one and a thumbnail,
 * turned upright from the EXIF orientation, then written without any metadata, so that neither
 * carries the camera's EXIF (GPS position included). Animated GIF and WebP stay animated.
 */
export async function makeImageVariants(bytes: Buffer, type: FileType): Promise<ImageVariants> {
  const animated = type === "GIF" || type === "WEBP";
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_IMAGE_MEGAPIXELS * 1_000_000, animated, failOn: "error" }).rotate();
    const resize = (px: number) => ({ width: px, height: px, fit: "inside" as const, withoutEnlargement: true });
    const [large, thumbnail] = await Promise.all([
      source.clone().resize(resize(LARGE_VARIANT_PX)).webp({ quality: 82 }).toBuffer(),
      source.clone().resize(resize(THUMBNAIL_VARIANT_PX)).webp({ quality: 75 }).toBuffer(),
    ]);
    return { large, thumbnail };
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    throw new ImageRefused(/pixel limit/i.test(message) ? "too-many-pixels" : "unreadable");
  }
}
