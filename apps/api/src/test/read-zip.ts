import { crc32 } from "node:zlib";

export type ZipFile = { name: string; data: Buffer };

/**
 * Reads a ZIP of stored entries the way an unzip tool does — from the end record, through the central
 * directory, to each local header — and checks every CRC-32 and size on the way, so that a test
 * fails on an archive another tool would reject.
 */
export function readStoredZip(zip: Buffer): ZipFile[] {
  const endAt = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0 || zip.length - endAt !== 22) throw new Error("zip: no end of central directory record");
  const count = zip.readUInt16LE(endAt + 10);
  const dirSize = zip.readUInt32LE(endAt + 12);
  let at = zip.readUInt32LE(endAt + 16);
  if (at + dirSize !== endAt) throw new Error("zip: central directory does not end at the end record");
  const files: ZipFile[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`zip: bad central header ${i}`);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    if (zip.readUInt32LE(local) !== 0x04034b50) throw new Error(`zip: bad local header for ${name}`);
    if (zip.readUInt32LE(local + 14) !== crc || zip.readUInt32LE(local + 22) !== size) {
      throw new Error(`zip: local and central headers disagree for ${name}`);
    }
    const localName = zip.subarray(local + 30, local + 30 + zip.readUInt16LE(local + 26)).toString("utf8");
    if (localName !== name) throw new Error(`zip: names disagree (${localName} / ${name})`);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    if (method !== 0) throw new Error(`zip: ${name} is not stored`);
    if (crc32(data) >>> 0 !== crc) throw new Error(`zip: CRC-32 mismatch for ${name}`);
    files.push({ name, data: Buffer.from(data) });
    at += 46 + nameLength + extra + comment;
  }
  return files;
}
