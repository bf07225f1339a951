import type { Page } from "@playwright/test";
import sharp from "sharp";

type Picture = { name: string; mimeType: string; buffer: Buffer };

/**
 * Pictures as a vendor has them: a phone JPEG with its GPS position (stored sideways), and plain PNGs.
 * Each has its own colour so that the thumbnails can be told apart on the screenshots.
 */
export async function photo(
  name: string,
  colour: { r: number; g: number; b: number },
  format: "jpeg" | "png" = "jpeg",
): Promise<Picture> {
  const base = sharp({ create: { width: 1600, height: 1067, channels: 3, background: colour } }).composite([
    {
      input: Buffer.from(
        `<svg width="1600" height="1067"><circle cx="800" cy="530" r="300" fill="rgba(255,255,255,0.35)"/><rect x="0" y="800" width="1600" height="267" fill="rgba(0,0,0,0.18)"/></svg>`,
      ),
    },
  ]);
  if (format === "png") return { name, mimeType: "image/png", buffer: await base.png().toBuffer() };
  const buffer = await base
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "CortegeCam" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 24/1", GPSLongitudeRef: "E", GPSLongitude: "2/1 21/1 3/1" },
    })
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** A text file named like a photo: the server must refuse it from its bytes. */
export const disguised = (name: string): Picture => ({
  name,
  mimeType: "image/jpeg",
  buffer: Buffer.from("Ceci n'est pas une photo, seulement du texte.\n".repeat(20)),
});

/** Waits until no transition runs (a dialog fading in): axe would measure half-transparent colours. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
}
