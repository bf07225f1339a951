import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { gif, hostileSvg, pdf, png } from "../../test/test-files.ts";
import { detectFileType } from "./file-inspection.ts";

const picture = sharp({ create: { width: 8, height: 8, channels: 3, background: "#c48c5c" } });

describe("file type from the bytes", () => {
  it.each([
    ["JPEG", () => picture.clone().jpeg().toBuffer()],
    ["PNG", () => png()],
    ["GIF", () => gif()],
    ["WEBP", () => picture.clone().webp().toBuffer()],
    ["TIFF", () => picture.clone().tiff().toBuffer()],
    // BMP, 1×1, 24 bits: written by hand (the image library does not write BMP).
    [
      "BMP",
      async () =>
        Buffer.from(
          "424d3a0000000000000036000000280000000100000001000000010018000000000004000000130b0000130b00000000000000000000ffffff00",
          "hex",
        ),
    ],
    ["PDF", async () => pdf()],
    ["SVG", async () => hostileSvg()],
    ["SVG", async () => Buffer.from('\uFEFF<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"/>')],
  ] as const)("%s", async (expected, make) => {
    expect(await detectFileType(await make())).toBe(expected);
  });

  it.each([
    ["HTML", Buffer.from("<!doctype html><html><svg></svg></html>")],
    ["plain text", Buffer.from("bonjour")],
    ["XML that is not SVG", Buffer.from('<?xml version="1.0"?><note><svg/></note>')],
    ["ZIP (a .docx)", Buffer.from("504b0304140000000800", "hex")],
    ["gzip (an .svgz)", Buffer.from("1f8b0800000000000003", "hex")],
    ["empty", Buffer.alloc(0)],
  ])("%s is none of ours", async (_label, bytes) => {
    expect(await detectFileType(bytes)).toBeNull();
  });
});
