import "server-only";
import sharp from "sharp";

// The thumbnail of an uploaded image (issue 15), made by the background job after upload: a WebP
// that fits 480×480, upright (EXIF orientation applied), the first frame of an animation. A file
// sharp cannot read, or one past the pixel limit, throws: the job marks the file "failed" and it
// stays usable without a thumbnail.

/** The box a thumbnail fits inside (the grid shows it at up to 240 CSS px, so 2× for sharp screens). */
export const THUMBNAIL_SIZE = 480;
/**
 * Images above this many pixels are refused before they are decoded: 50 MP takes a 48 MP phone
 * photo (8064×6048) and keeps a decompression bomb's memory bounded (~200 MB decoded RGBA at most).
 */
export const THUMBNAIL_MAX_PIXELS = 50_000_000;
/** The encoded input is read into memory (libvips needs it whole): bounded here too. */
export const THUMBNAIL_MAX_INPUT_BYTES = 200 * 1024 * 1024;
const WEBP_QUALITY = 75;

export type ImageThumbnail = { webp: Uint8Array; width: number; height: number };

/**
 * The image's thumbnail and its own width and height, as displayed (after EXIF orientation).
 * Throws for a malformed image, one over THUMBNAIL_MAX_PIXELS, or input over THUMBNAIL_MAX_INPUT_BYTES.
 */
export async function imageThumbnail(body: ReadableStream<Uint8Array>): Promise<ImageThumbnail> {
  const input = await readAll(body, THUMBNAIL_MAX_INPUT_BYTES);
  // `failOn: "error"`: a camera JPEG with a harmless warning still gets its thumbnail; pages: 1
  // reads the first frame of a GIF or animated WebP.
  const image = sharp(input, { limitInputPixels: THUMBNAIL_MAX_PIXELS, failOn: "error", pages: 1 });
  const metadata = await image.metadata();
  const { data } = await image
    .autoOrient()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: "inside", withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return {
    webp: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    width: metadata.autoOrient.width,
    height: metadata.autoOrient.height,
  };
}

async function readAll(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = body.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) throw new Error(`Image over ${maxBytes} bytes: no thumbnail`);
      chunks.push(value);
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  }
  return Buffer.concat(chunks, total);
}
