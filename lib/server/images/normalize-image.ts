import "server-only";
import sharp from "sharp";
import { AppError } from "@/lib/server/errors";
import { IMAGE_ERROR_KEYS } from "@/lib/images/image-kind";

// Every stored avatar-like image is re-encoded, never kept as uploaded: that drops EXIF (GPS,
// camera serials), defuses polyglot files, and gives one small, predictable format.

export const NORMALIZED_IMAGE_SIZE = 256;
export const NORMALIZED_IMAGE_TYPE = "image/webp";
export const NORMALIZED_IMAGE_EXTENSION = "webp";
/** A 2 MB PNG can still claim 30 000 × 30 000 pixels; refuse before decoding such a bomb. */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 82;

/**
 * A square WebP of `size` pixels: turned upright by its EXIF orientation, cover-cropped around
 * the centre, first frame only for an animated GIF, no metadata. Bytes sharp cannot decode (a
 * valid signature followed by garbage, too many pixels) are a 400 on `field`.
 */
export async function normalizeImage(
  bytes: Uint8Array,
  { size = NORMALIZED_IMAGE_SIZE, field = "photo" }: { size?: number; field?: string } = {},
): Promise<Uint8Array> {
  try {
    // sharp keeps no metadata unless asked (keepMetadata/withMetadata), so EXIF is stripped here.
    const output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false, failOn: "error" })
      .rotate()
      .resize(size, size, { fit: "cover", position: "centre" })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    return new Uint8Array(output.buffer, output.byteOffset, output.byteLength);
  } catch (error) {
    throw new AppError("VALIDATION_ERROR", {
      fieldErrors: [{ field, key: IMAGE_ERROR_KEYS.unreadable }],
      cause: error,
    });
  }
}
