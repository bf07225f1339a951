import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ImageRefused, makeImageVariants } from "./image-variants.ts";

describe("image variants", () => {
  it("keeps a small picture's size and never enlarges it", async () => {
    const small = await sharp({ create: { width: 300, height: 120, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const { large, thumbnail } = await makeImageVariants(small, "PNG");
    expect(await sharp(large).metadata()).toMatchObject({ format: "webp", width: 300, height: 120 });
    expect(await sharp(thumbnail).metadata()).toMatchObject({ width: 300, height: 120 });
  });

  it("keeps an animated GIF animated", async () => {
    const frames = await sharp({ create: { width: 20, height: 60, channels: 3, background: "#000" } })
      .gif()
      .toBuffer()
      .then((b) => sharp(b, { animated: true }).toBuffer());
    const animated = await sharp(frames, { animated: true }).gif().toBuffer();
    const { large } = await makeImageVariants(animated, "GIF");
    expect((await sharp(large).metadata()).format).toBe("webp");
  });

  it.each([["unreadable", Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)])]])(
    "refuses a picture that is %s",
    async (reason, bytes) => {
      await expect(makeImageVariants(bytes, "JPEG")).rejects.toMatchObject({ reason });
    },
  );

  it("refuses a picture beyond the pixel limit before decoding it", async () => {
    // A PNG whose header announces 20 000 × 10 000 (200 megapixels) and carries almost nothing.
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
      const out = Buffer.alloc(body.length + 8);
      out.writeUInt32BE(data.length, 0);
      body.copy(out, 4);
      out.writeUInt32BE(crc32(body), body.length + 4);
      return out;
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(20_000, 0);
    header.writeUInt32BE(10_000, 4);
    header.set([8, 0, 0, 0, 0], 8);
    const huge = Buffer.concat([
      Buffer.from("89504e470d0a1a0a", "hex"),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(Buffer.alloc(10))),
      chunk("IEND", Buffer.alloc(0)),
    ]);
    const refusal = await makeImageVariants(huge, "PNG").catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ImageRefused);
    expect((refusal as ImageRefused).reason).toBe("too-many-pixels");
  });
});
