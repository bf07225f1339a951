import { expect } from "vitest";
import type { TestApp } from "./test-app.ts";
import { png } from "./test-files.ts";
import { asVendor, type VendorSession } from "./vendor-fixtures.ts";

/** presigned-urls, PUT, confirm: a PNG of `size` pixels a side in the vendor's folder, as the uploader does it. */
export async function uploadFile(t: TestApp, who: VendorSession, category: string, name: string, size = 48): Promise<string> {
  const bytes = await png(size);
  const presigned = await asVendor(t, who).post("/media-library/presigned-urls", {
    category,
    filenames: [name],
    sizes: [bytes.length],
  });
  expect(presigned.statusCode, presigned.body).toBe(200);
  const target = presigned.json().urls[0];
  const put = await t.app.inject({
    method: "PUT",
    url: target.url,
    payload: bytes,
    headers: { "content-type": "application/octet-stream" },
  });
  expect(put.statusCode, put.body).toBeLessThan(300);
  const confirmed = await asVendor(t, who).post("/media-library/confirm", { fileId: target.fileId });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return target.fileId;
}
