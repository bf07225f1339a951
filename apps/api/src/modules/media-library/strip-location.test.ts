import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { exifHasGps, phoneJpeg } from "../../test/test-files.ts";
import { stripLocation } from "./strip-location.ts";

const gpsExif = {
  IFD0: { Make: "CortegeCam" },
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 24/1", GPSLongitudeRef: "E", GPSLongitude: "2/1 21/1 3/1" },
};
const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="48,51.4N"/></rdf:RDF></x:xmpmeta>`;
const canvas = (width = 60, height = 40) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 90 } } });
const pixels = (bytes: Buffer) => sharp(bytes).rotate().raw().toBuffer();

describe("stripLocation", () => {
  it("cuts EXIF, XMP and what follows the image out of a JPEG, keeping its pixels and orientation", async () => {
    const withXmp = await sharp(await phoneJpeg(300, 200))
      .keepMetadata()
      .withXmp(xmp)
      .jpeg()
      .toBuffer();
    // A phone's trailer after the end of the image (where MPF depth maps and vendor data live).
    const jpeg = Buffer.concat([withXmp, Buffer.from("GPS 48.8566,2.3522 CortegeCam trailer")]);
    expect(exifHasGps((await sharp(jpeg).metadata()).exif)).toBe(true);

    const stripped = await stripLocation(jpeg, "JPEG");
    const meta = await sharp(stripped).metadata();
    expect(exifHasGps(meta.exif)).toBe(false);
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBe(6);
    for (const text of ["CortegeCam", "GPSLatitude", "trailer"]) expect(stripped.includes(Buffer.from(text))).toBe(false);
    expect((await pixels(stripped)).equals(await pixels(jpeg))).toBe(true);
  });

  it("leaves a JPEG without metadata byte for byte", async () => {
    const plain = await canvas().jpeg().toBuffer();
    expect(await stripLocation(plain, "JPEG")).toBe(plain);
  });

  it("removes the eXIf chunk and XMP text of a PNG", async () => {
    const png = await canvas().png().withExif(gpsExif).withXmp(xmp).toBuffer();
    expect(exifHasGps((await sharp(png).metadata()).exif)).toBe(true);
    const stripped = await stripLocation(png, "PNG");
    const meta = await sharp(stripped).metadata();
    expect(exifHasGps(meta.exif)).toBe(false);
    expect(meta.xmp).toBeUndefined();
    expect(stripped.includes(Buffer.from("CortegeCam"))).toBe(false);
    expect((await pixels(stripped)).equals(await pixels(png))).toBe(true);
  });

  it("removes the EXIF and XMP chunks of a WebP and keeps it readable", async () => {
    const webp = await canvas().webp({ lossless: true }).withExif(gpsExif).withXmp(xmp).toBuffer();
    expect(exifHasGps((await sharp(webp).metadata()).exif)).toBe(true);
    const stripped = await stripLocation(webp, "WEBP");
    const meta = await sharp(stripped).metadata();
    expect(exifHasGps(meta.exif)).toBe(false);
    expect(meta.xmp).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([60, 40]);
    expect((await pixels(stripped)).equals(await pixels(webp))).toBe(true);
  });

  it("rewrites a TIFF without its metadata, same pixels", async () => {
    // libvips writes no EXIF into a TIFF; XMP holding a position stands for it.
    const tiff = await canvas().tiff().withXmp(xmp).toBuffer();
    expect(tiff.includes(Buffer.from("GPSLatitude"))).toBe(true);
    const stripped = await stripLocation(tiff, "TIFF");
    expect((await sharp(stripped).metadata()).xmp).toBeUndefined();
    expect(stripped.includes(Buffer.from("GPSLatitude"))).toBe(false);
    expect((await pixels(stripped)).equals(await pixels(tiff))).toBe(true);
  });
});
