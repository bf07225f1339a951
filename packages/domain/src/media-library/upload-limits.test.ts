import { describe, expect, it } from "vitest";
import { documentCategories, fileCategories, isTmpCategory, tmpCategoryOf } from "./file-categories.ts";
import { fileTypes } from "./file-types.ts";
import { acceptedFileTypes, acceptsFileType, MAX_UPLOAD_BYTES, maxFileBytes } from "./upload-limits.ts";

const MB = 1024 * 1024;

describe("file categories", () => {
  it("are the spec's, with the Tmp variants of the three documents", () => {
    expect(fileCategories).toHaveLength(21);
    for (const doc of documentCategories) {
      expect(fileCategories).toContain(doc);
      expect(fileCategories).toContain(tmpCategoryOf(doc));
      expect(isTmpCategory(tmpCategoryOf(doc))).toBe(true);
      expect(isTmpCategory(doc)).toBe(false);
    }
  });
});

describe("upload limits", () => {
  it.each([
    ["Medias", 20 * MB],
    ["Space", 20 * MB],
    ["VendorLogo", 5 * MB],
    ["UserProfilePicture", 5 * MB],
    ["Quote", 10 * MB],
    ["InvoiceTmp", 10 * MB],
    ["Chat", 15 * MB],
    ["ClientDrive", 25 * MB],
  ] as const)("%s accepts up to %i bytes", (category, limit) => {
    expect(maxFileBytes[category]).toBe(limit);
  });

  it("has a limit and accepted types for every category, none above the request limit", () => {
    for (const category of fileCategories) {
      expect(maxFileBytes[category]).toBeGreaterThan(0);
      expect(maxFileBytes[category]).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
      expect(acceptedFileTypes[category].length).toBeGreaterThan(0);
    }
    expect(MAX_UPLOAD_BYTES).toBe(25 * MB);
  });

  it.each([
    ["Medias", "JPEG", true],
    ["Medias", "SVG", true],
    ["Medias", "PDF", false],
    ["VendorLogo", "PDF", false],
    ["TeamMember", "WEBP", true],
    ["ClientDrive", "PDF", true],
    ["Invoice", "PDF", true],
    ["Chat", "GIF", true],
  ] as const)("%s accepts %s: %s", (category, type, expected) => {
    expect(acceptsFileType(category, type)).toBe(expected);
  });

  it("accepts every type in the drive, the chat and the documents", () => {
    for (const category of ["ClientDrive", "Chat", "Quote", "Invoice", "CreditNote"] as const) {
      expect([...acceptedFileTypes[category]].sort()).toEqual([...fileTypes].sort());
    }
  });
});
