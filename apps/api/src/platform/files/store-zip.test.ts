import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { readStoredZip } from "../../test/read-zip.ts";
import { storeZip } from "./store-zip.ts";

describe("storeZip", () => {
  it("writes stored entries that read back byte for byte, names in UTF-8", () => {
    const pdf = Buffer.from("%PDF-1.7\n% éà\n%%EOF\n", "utf8");
    const zip = storeZip([
      { name: "Facture/Facture-F-2026-00001.pdf", data: pdf, modifiedAt: new Date(2026, 10, 24, 10, 30, 4) },
      { name: "registre.csv", data: Buffer.from("\uFEFFNuméro;Type\r\n", "utf8") },
      { name: "vide.txt", data: Buffer.alloc(0) },
    ]);
    const files = readStoredZip(zip);
    expect(files.map((f) => f.name)).toEqual(["Facture/Facture-F-2026-00001.pdf", "registre.csv", "vide.txt"]);
    expect(files[0]?.data.equals(pdf)).toBe(true);
    expect(files[1]?.data.toString("utf8")).toBe("\uFEFFNuméro;Type\r\n");
    expect(files[2]?.data.length).toBe(0);
    // The UTF-8 flag (bit 11) and the DOS date: 2026-11-24 10:30:04.
    expect(zip.readUInt16LE(6) & 0x0800).toBe(0x0800);
    expect(zip.readUInt16LE(12)).toBe(((2026 - 1980) << 9) | (11 << 5) | 24);
    expect(zip.readUInt16LE(10)).toBe((10 << 11) | (30 << 5) | 2);
  });

  it("uses the standard CRC-32 (the check value of '123456789' is CBF43926)", () => {
    expect(crc32(Buffer.from("123456789")) >>> 0).toBe(0xcbf43926);
    const zip = storeZip([{ name: "a", data: Buffer.from("123456789") }]);
    expect(zip.readUInt32LE(14)).toBe(0xcbf43926);
  });

  it("is an empty archive (its end record alone) without entries", () => {
    const zip = storeZip([]);
    expect(zip.length).toBe(22);
    expect(readStoredZip(zip)).toEqual([]);
  });
});
