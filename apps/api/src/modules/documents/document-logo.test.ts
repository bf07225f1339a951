import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "../../platform/storage/local-storage.ts";
import { keyPrefixOf, objectKeys } from "../media-library/storage-keys.ts";
import { createDocumentLogoReader } from "./document-logo.ts";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "cortege-logo-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("document logo", () => {
  it("prints an uploaded transparent logo as an opaque PNG on white, its colours kept, 600 px wide at most", async () => {
    const storage = createLocalStorage({ root, signingSecret: Buffer.alloc(32, 1) });
    const vendorId = "7d0c5f8e-3b1a-4c2d-9e8f-0a1b2c3d4e5f";
    const fileId = "1f2e3d4c-5b6a-4789-8a9b-0c1d2e3f4a5b";
    // A round mark on a transparent background, as vendors' logos often are.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="480"><circle cx="240" cy="240" r="200" fill="#4a2c40"/></svg>`;
    const key = objectKeys(keyPrefixOf({ vendorId, category: "VendorLogo", clientId: null, ownerId: null, fileId })).original;
    await storage.write(key, Buffer.from(svg), { contentType: "image/svg+xml", contentDisposition: "inline" });

    const png = await createDocumentLogoReader(storage)(vendorId, "VendorLogo", fileId);
    expect(png).not.toBeNull();
    const { data, info } = await sharp(png as Buffer)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(600);
    expect(info.channels).toBe(3);
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    expect(pixel(2, 2)).toEqual([255, 255, 255]);
    expect(pixel(120, 120)).toEqual([0x4a, 0x2c, 0x40]);
  });
});
