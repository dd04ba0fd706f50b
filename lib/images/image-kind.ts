// What an uploaded image is, judged by its first bytes (never by its name or declared type), and
// the upload rules shared by the browser and the server: the browser checks before it uploads,
// the server checks again. Deliberately free of "server-only" and Node APIs so that forms
// (customer photo, issue 6's user avatar) import the very same rules and message keys.

/** Spec 01 §5 and §9: JPG, PNG or GIF, at most 2 MB. */
export const IMAGE_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_UPLOAD_MAX_LABEL = "2 MB";
/** For <input type="file" accept>: a hint to the file picker, not a check. */
export const IMAGE_UPLOAD_ACCEPT = "image/jpeg,image/png,image/gif";
/** How many leading bytes detectImageKind needs. */
export const IMAGE_SIGNATURE_BYTES = 8;

export type ImageKind = "jpeg" | "png" | "gif";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image format the bytes start with, or null for anything else. */
export function detectImageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, PNG_SIGNATURE)) return "png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  return null;
}

/** Translation keys (messages/*.json, `images.errors.*`), the same on both sides. */
export const IMAGE_ERROR_KEYS = {
  required: "images.errors.required",
  tooLarge: "images.errors.tooLarge",
  notImage: "images.errors.notImage",
  unreadable: "images.errors.unreadable",
  notMultipart: "images.errors.notMultipart",
} as const;

export type ImageUploadProblem = { key: string; values?: Record<string, string | number> };

/**
 * Why a file may not be uploaded as an image, or null when it may. `head` is at least its
 * first IMAGE_SIGNATURE_BYTES bytes (the browser reads only those); `size` is the whole size.
 */
export function imageUploadProblem(head: Uint8Array, size: number): ImageUploadProblem | null {
  if (size === 0) return { key: IMAGE_ERROR_KEYS.required };
  if (size > IMAGE_UPLOAD_MAX_BYTES) return { key: IMAGE_ERROR_KEYS.tooLarge, values: { max: IMAGE_UPLOAD_MAX_LABEL } };
  if (!detectImageKind(head)) return { key: IMAGE_ERROR_KEYS.notImage };
  return null;
}
