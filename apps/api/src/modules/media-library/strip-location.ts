import { crc32 } from "node:zlib";
import type { FileType } from "@cortege/domain";
import sharp from "sharp";

/**
 * The original of a picture without what could tell where it was taken: EXIF (GPS position, camera
 * serial), XMP and IPTC blocks, and for JPEG the extra pictures a phone appends after the image (MPF
 * depth maps, trailers), which carry their own EXIF. The pixels are not re-encoded for JPEG, PNG and
 * WebP: the blocks are cut out of the file and only the orientation is written back, so the photo
 * still shows upright. TIFF keeps EXIF in its main directory, so a TIFF is rewritten (losslessly,
 * turned upright). Returns the same buffer when there was nothing to remove.
 */
export async function stripLocation(bytes: Buffer, type: FileType): Promise<Buffer> {
  switch (type) {
    case "JPEG":
      return stripJpeg(bytes, await orientationOf(bytes));
    case "PNG":
      return stripPng(bytes, await orientationOf(bytes));
    case "WEBP":
      return stripWebp(bytes, await orientationOf(bytes));
    case "TIFF":
      return stripTiff(bytes);
    default:
      return bytes;
  }
}

async function orientationOf(bytes: Buffer): Promise<number> {
  const meta = await sharp(bytes).metadata();
  const orientation = meta.orientation ?? 1;
  return orientation >= 1 && orientation <= 8 ? orientation : 1;
}

/** A TIFF block holding only the orientation tag (0x0112, SHORT), big-endian. */
function orientationTiff(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write("MM", 0, "latin1");
  tiff.writeUInt16BE(0x2a, 2);
  tiff.writeUInt32BE(8, 4); // IFD0 right after the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt32BE(0, 22); // no next IFD
  return tiff;
}

// JPEG ------------------------------------------------------------------------------------------

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1; // EXIF, XMP
const APP2 = 0xe2; // ICC profile (kept), MPF (dropped)
const APP13 = 0xed; // Photoshop / IPTC

const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

function dropJpegSegment(marker: number, data: Buffer): boolean {
  if (marker === APP1 || marker === APP13) return true;
  return marker === APP2 && data.subarray(0, 4).toString("latin1") === "MPF\0";
}

/** Where the entropy-coded data that starts at `from` ends: the next marker that is not a restart. */
function endOfScan(bytes: Buffer, from: number): number {
  let i = from;
  while (i < bytes.length - 1) {
    if (bytes[i] === 0xff) {
      const next = bytes[i + 1] as number;
      if (next === 0x00 || next === 0xff || (next >= 0xd0 && next <= 0xd7)) {
        i += next === 0xff ? 1 : 2;
        continue;
      }
      return i;
    }
    i++;
  }
  return bytes.length;
}

function stripJpeg(bytes: Buffer, orientation: number): Buffer {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) return bytes;
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let removed = false;
  let afterApp0 = -1; // index in `kept` where the orientation block goes
  let i = 2;
  let ended = false;
  while (i < bytes.length) {
    if (bytes[i] !== 0xff) return bytes; // not where a marker should be: leave the file alone
    let m = i + 1;
    while (bytes[m] === 0xff) m++; // fill bytes
    const marker = bytes[m];
    if (marker === undefined) break;
    if (marker === EOI) {
      kept.push(bytes.subarray(i, m + 1));
      // Anything after the image (MPF pictures, vendor trailers) goes with its metadata.
      if (m + 1 < bytes.length) removed = true;
      ended = true;
      break;
    }
    if (standalone(marker)) {
      kept.push(bytes.subarray(i, m + 1));
      i = m + 1;
      continue;
    }
    if (m + 2 >= bytes.length) return bytes;
    const length = bytes.readUInt16BE(m + 1);
    const end = m + 1 + length;
    if (length < 2 || end > bytes.length) return bytes;
    const data = bytes.subarray(m + 3, end);
    if (dropJpegSegment(marker, data)) {
      removed = true;
    } else {
      kept.push(bytes.subarray(i, end));
      if (marker === APP0 && afterApp0 === -1 && kept.length === 2) afterApp0 = kept.length;
    }
    i = end;
    if (marker === SOS) {
      const scanEnd = endOfScan(bytes, i);
      kept.push(bytes.subarray(i, scanEnd));
      i = scanEnd;
    }
  }
  if (!ended || !removed) return bytes;
  if (orientation !== 1) {
    const payload = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), orientationTiff(orientation)]);
    const header = Buffer.alloc(4);
    header.writeUInt16BE(0xff00 | APP1, 0);
    header.writeUInt16BE(payload.length + 2, 2);
    kept.splice(afterApp0 === -1 ? 1 : afterApp0, 0, header, payload);
  }
  return Buffer.concat(kept);
}

// PNG -------------------------------------------------------------------------------------------

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Text chunks in which tools (ImageMagick, Adobe) store EXIF, XMP or IPTC. */
const METADATA_KEYWORD = /^(raw profile type (exif|xmp|iptc|app1|8bim)|xml:com\.adobe\.xmp)$/i;

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

function stripPng(bytes: Buffer, orientation: number): Buffer {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return bytes;
  const kept: Buffer[] = [bytes.subarray(0, 8)];
  let removed = false;
  let i = 8;
  while (i + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(i);
    const type = bytes.toString("latin1", i + 4, i + 8);
    const end = i + 12 + length;
    if (end > bytes.length) return bytes;
    const data = bytes.subarray(i + 8, i + 8 + length);
    const isText = type === "tEXt" || type === "zTXt" || type === "iTXt";
    const keyword = isText ? data.toString("latin1", 0, Math.max(0, data.indexOf(0))) : "";
    if (type === "eXIf" || (isText && METADATA_KEYWORD.test(keyword))) {
      removed = true;
    } else {
      // eXIf must come before the image data: the orientation goes back in just before IDAT.
      if (type === "IDAT" && removed && orientation !== 1 && !kept.some((c) => c.toString("latin1", 4, 8) === "eXIf")) {
        kept.push(pngChunk("eXIf", orientationTiff(orientation)));
      }
      kept.push(bytes.subarray(i, end));
    }
    i = end;
    if (type === "IEND") break;
  }
  return removed ? Buffer.concat(kept) : bytes;
}

// WebP ------------------------------------------------------------------------------------------

const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

function stripWebp(bytes: Buffer, orientation: number): Buffer {
  if (bytes.toString("latin1", 0, 4) !== "RIFF" || bytes.toString("latin1", 8, 12) !== "WEBP") return bytes;
  const kept: Buffer[] = [];
  let removed = false;
  let vp8x: Buffer | null = null;
  let i = 12;
  while (i + 8 <= bytes.length) {
    const fourcc = bytes.toString("latin1", i, i + 4);
    const size = bytes.readUInt32LE(i + 4);
    const end = Math.min(bytes.length, i + 8 + size + (size % 2));
    if (fourcc === "EXIF" || fourcc === "XMP ") {
      removed = true;
    } else {
      const chunk = Buffer.from(bytes.subarray(i, end));
      if (fourcc === "VP8X") vp8x = chunk;
      kept.push(chunk);
    }
    i = end;
  }
  if (!removed) return bytes;
  if (vp8x) {
    const flags = (vp8x[8] ?? 0) & ~(VP8X_EXIF | VP8X_XMP);
    vp8x[8] = orientation !== 1 ? flags | VP8X_EXIF : flags;
    if (orientation !== 1) {
      const tiff = orientationTiff(orientation);
      const head = Buffer.alloc(8);
      head.write("EXIF", 0, "latin1");
      head.writeUInt32LE(tiff.length, 4);
      kept.push(head, tiff);
    }
  }
  const body = Buffer.concat(kept);
  const header = Buffer.alloc(12);
  header.write("RIFF", 0, "latin1");
  header.writeUInt32LE(body.length + 4, 4);
  header.write("WEBP", 8, "latin1");
  return Buffer.concat([header, body]);
}

// TIFF ------------------------------------------------------------------------------------------

async function stripTiff(bytes: Buffer): Promise<Buffer> {
  // Always rewritten: libvips does not report every EXIF directory of a TIFF, so none is trusted.
  // LZW is lossless: the same pixels, turned upright, without the directories that held the position.
  return sharp(bytes, { failOn: "error" }).rotate().tiff({ compression: "lzw" }).toBuffer();
}
