import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imageThumbnail, THUMBNAIL_MAX_PIXELS, THUMBNAIL_SIZE } from "@/lib/server/media/bytes/thumbnail";

// Image thumbnails (issue 15): a WebP inside 480×480, upright, first frame of an animation, the
// original's size as displayed; malformed images and decompression bombs throw (the job marks
// the file failed and it stays usable).

const streamOf = (bytes: Uint8Array) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let offset = 0; offset < bytes.length; offset += 64 * 1024)
        controller.enqueue(bytes.subarray(offset, offset + 64 * 1024));
      controller.close();
    },
  });
const thumbnailOf = async (image: Buffer) => imageThumbnail(streamOf(new Uint8Array(image)));

const noisy = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 40 } },
  });

/** A PNG whose header claims `width`×`height` pixels, with one tiny (invalid) data chunk. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00])),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("imageThumbnail", () => {
  it("downscales a large JPEG into a 480 box, keeping its shape", { timeout: 20_000 }, async () => {
    const thumbnail = await thumbnailOf(await noisy(2400, 1800).jpeg({ quality: 85 }).toBuffer());
    expect({ width: thumbnail.width, height: thumbnail.height }).toEqual({ width: 2400, height: 1800 });
    const made = await sharp(thumbnail.webp).metadata();
    expect({ format: made.format, width: made.width, height: made.height }).toEqual({
      format: "webp",
      width: THUMBNAIL_SIZE,
      height: 360,
    });
    expect(thumbnail.webp.byteLength).toBeLessThan(100_000);
  });

  it("fits a tall image by its height, and never enlarges a small one", async () => {
    const tall = await thumbnailOf(await noisy(1080, 1920).png().toBuffer());
    expect(await sharp(tall.webp).metadata()).toMatchObject({ width: 270, height: THUMBNAIL_SIZE });
    const small = await thumbnailOf(await noisy(64, 32).webp().toBuffer());
    expect(small).toMatchObject({ width: 64, height: 32 });
    expect(await sharp(small.webp).metadata()).toMatchObject({ width: 64, height: 32 });
  });

  it("applies EXIF orientation: a sideways photo is upright, its size as displayed", async () => {
    const sideways = await noisy(600, 400).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const thumbnail = await thumbnailOf(sideways);
    expect({ width: thumbnail.width, height: thumbnail.height }).toEqual({ width: 400, height: 600 });
    expect(await sharp(thumbnail.webp).metadata()).toMatchObject({ width: 320, height: 480 });
  });

  it("takes the first frame of an animated GIF", async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 100, height: 80, channels: 3, background } })
        .png()
        .toBuffer();
    const gif = await sharp(await Promise.all([frame("#ff0000"), frame("#0000ff")]), { join: { animated: true } })
      .gif()
      .toBuffer();
    const thumbnail = await thumbnailOf(gif);
    expect({ width: thumbnail.width, height: thumbnail.height }).toEqual({ width: 100, height: 80 });
    const made = await sharp(thumbnail.webp).metadata();
    expect(made.pages ?? 1).toBe(1);
    const { data } = await sharp(thumbnail.webp).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200); // red
    expect(data[2]).toBeLessThan(60);
  });

  it("throws for bytes that are not an image, and for a truncated one", async () => {
    await expect(thumbnailOf(Buffer.from("not an image at all"))).rejects.toThrow();
    const jpeg = await noisy(800, 600).jpeg().toBuffer();
    await expect(thumbnailOf(jpeg.subarray(0, 200))).rejects.toThrow();
  });

  it("refuses an image over the pixel limit before decoding it", async () => {
    // 20,000 × 20,000 = 400 MP declared in a 70-byte file: a decompression bomb.
    expect(20_000 * 20_000).toBeGreaterThan(THUMBNAIL_MAX_PIXELS);
    await expect(thumbnailOf(pngClaiming(20_000, 20_000))).rejects.toThrow(/pixel limit/i);
    // Just under the limit is decoded (and this one then fails on its broken data).
    await expect(thumbnailOf(pngClaiming(100, 100))).rejects.not.toThrow(/pixel limit/i);
  });
});
