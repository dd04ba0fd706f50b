import "server-only";
import { AppError } from "@/lib/server/errors";
import { readBodyBytes } from "@/lib/server/http/parse";
import {
  detectImageKind,
  IMAGE_ERROR_KEYS,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_MAX_LABEL,
  imageUploadProblem,
  type ImageKind,
} from "@/lib/images/image-kind";

// Reads an image upload: multipart/form-data with the file in `file` (415 otherwise, like the
// CSV import). The body is counted as it arrives and cut off past the limit plus room for the
// multipart envelope (413); a file part over 2 MB, a missing file, or bytes that are not
// JPEG/PNG/GIF are a 400 VALIDATION_ERROR on `field`. Every refusal carries the field error, so
// a form shows it under its input whatever the status.

const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

export type ImageUpload = { bytes: Uint8Array; kind: ImageKind };

export async function readImageUpload(
  req: Request,
  { field = "photo", formField = "file" }: { field?: string; formField?: string } = {},
): Promise<ImageUpload> {
  const contentType = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", {
      messageKey: IMAGE_ERROR_KEYS.notMultipart,
      fieldErrors: [{ field, key: IMAGE_ERROR_KEYS.notMultipart }],
    });
  }
  const tooLarge = () =>
    new AppError("PAYLOAD_TOO_LARGE", {
      messageKey: IMAGE_ERROR_KEYS.tooLarge,
      values: { max: IMAGE_UPLOAD_MAX_LABEL },
      fieldErrors: [{ field, key: IMAGE_ERROR_KEYS.tooLarge, values: { max: IMAGE_UPLOAD_MAX_LABEL } }],
    });
  const body = await readBodyBytes(req, IMAGE_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES, tooLarge);

  const invalid = (key: string, values?: Record<string, string | number>) =>
    new AppError("VALIDATION_ERROR", { fieldErrors: [{ field, key, values }] });
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
  } catch {
    throw invalid(IMAGE_ERROR_KEYS.required);
  }
  const file = form.get(formField);
  if (!(file instanceof Blob)) throw invalid(IMAGE_ERROR_KEYS.required);

  const bytes = new Uint8Array(await file.arrayBuffer());
  const problem = imageUploadProblem(bytes, bytes.byteLength);
  if (problem) throw invalid(problem.key, problem.values);
  return { bytes, kind: detectImageKind(bytes)! };
}
