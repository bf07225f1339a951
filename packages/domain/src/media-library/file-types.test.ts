import { describe, expect, it } from "vitest";
import { fileTypeOfMime, fileTypes, isResizable, mimeTypeOf, toFileType } from "./file-types.ts";

describe("file types", () => {
  it("are the eight types of the spec", () => {
    expect(fileTypes).toEqual(["JPEG", "PNG", "GIF", "BMP", "SVG", "TIFF", "WEBP", "PDF"]);
  });

  it.each([
    ["jpg", "JPEG"],
    ["JPG", "JPEG"],
    [".jpg", "JPEG"],
    ["jpeg", "JPEG"],
    ["png", "PNG"],
    ["Gif", "GIF"],
    ["bmp", "BMP"],
    ["svg", "SVG"],
    ["tif", "TIFF"],
    ["TIFF", "TIFF"],
    ["webp", "WEBP"],
    ["pdf", "PDF"],
    ["docx", "JPEG"],
    ["", "JPEG"],
    [null, "JPEG"],
    [42, "JPEG"],
  ])("toFileType(%j) → %s", (input, expected) => {
    expect(toFileType(input)).toBe(expected);
  });

  it.each([
    ["image/jpeg", "JPEG"],
    ["image/png", "PNG"],
    ["image/apng", "PNG"],
    ["image/gif", "GIF"],
    ["image/bmp", "BMP"],
    ["image/svg+xml", "SVG"],
    ["image/tiff", "TIFF"],
    ["image/webp", "WEBP"],
    ["application/pdf", "PDF"],
    ["IMAGE/JPEG", "JPEG"],
    ["image/heic", null],
    ["application/zip", null],
    ["text/html", null],
    [undefined, null],
  ])("fileTypeOfMime(%s) → %s (no fallback: an unknown content is refused)", (mime, expected) => {
    expect(fileTypeOfMime(mime)).toBe(expected);
  });

  it("maps every type to a media type and back", () => {
    for (const type of fileTypes) expect(fileTypeOfMime(mimeTypeOf[type])).toBe(type);
  });

  it.each([
    ["JPEG", true],
    ["PNG", true],
    ["GIF", true],
    ["TIFF", true],
    ["WEBP", true],
    ["BMP", false],
    ["SVG", false],
    ["PDF", false],
  ] as const)("%s gets web variants: %s", (type, expected) => {
    expect(isResizable(type)).toBe(expected);
  });
});
