import sharp from "sharp";

/** A JPEG as a phone writes it: EXIF with the camera and a GPS position, stored sideways (orientation 6). */
export async function phoneJpeg(width = 2400, height = 1600): Promise<Buffer> {
  const plain = await sharp({ create: { width, height, channels: 3, background: { r: 196, g: 140, b: 92 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: "CortegeCam" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 24/1", GPSLongitudeRef: "E", GPSLongitude: "2/1 21/1 3/1" },
    })
    .toBuffer();
  return sharp(plain).keepExif().withMetadata({ orientation: 6 }).jpeg().toBuffer();
}

export const png = (size = 64) =>
  sharp({ create: { width: size, height: size, channels: 4, background: { r: 20, g: 90, b: 160, alpha: 1 } } })
    .png()
    .toBuffer();

export const gif = () =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 0, g: 0, b: 0 } } })
    .gif()
    .toBuffer();

/** Pseudo-random pixels (xorshift, seeded) so that the JPEG hardly compresses, like a real photo's noise. */
export async function noiseJpeg(width: number, height: number, seed = 0x9e3779b9): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let x = seed | 0;
  for (let i = 0; i < pixels.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    pixels[i] = x & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export const pdf = () =>
  Buffer.from(
    "%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n",
  );

export const hostileSvg = () =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert(2)</script>
  <style>@import url(https://tracker.example/x.css);</style>
  <style>.st0{fill:#b5835a}</style>
  <rect class="st0" width="10" height="10" style="fill:url(https://tracker.example/p.svg#x)"/>
  <image href="https://tracker.example/pixel.png" width="1" height="1"/>
  <a href="javascript:alert(3)"><text x="1" y="5">Noces d'été</text></a>
  <foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>
</svg>`);

/** Whether an EXIF block (as sharp's metadata returns it) points to a GPS directory (tag 0x8825). */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.indexOf("Exif\0\0") === 0 ? 6 : 0);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (o: number) => (little ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (little ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const ifd0 = u32(4);
  const entries = u16(ifd0);
  for (let i = 0; i < entries; i++) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}
