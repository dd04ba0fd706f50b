import type { MediaFile, MediaUploadResult } from "@/lib/media/types";

// The upload dialog's pure half: how one file's request is built, how its answer is read, and the
// small pool that keeps a few uploads running at once. Each file is its own request (api.md → POST
// /api/v1/media), so each has its own progress, its own cancel, and its own refusal.

export type UploadFields = { folderId: string | null; tags: string[] };

/**
 * The multipart body of one file. The fields come BEFORE the file part: the server streams the
 * file straight to storage as it arrives, so it must already know the folder and tags by then.
 */
export function uploadFormData(file: File, fields: UploadFields): FormData {
  const body = new FormData();
  if (fields.folderId) body.append("folderId", fields.folderId);
  if (fields.tags.length) body.append("tags", fields.tags.join(","));
  body.append("file", file, file.name);
  return body;
}

/** One file's answer: its stored row, or the reason it was refused (a 201 can still refuse it). */
export function readUploadResult(
  result: MediaUploadResult,
): { ok: true; file: MediaFile } | { ok: false; message: string } {
  const [rejected] = result.rejected;
  if (rejected) return { ok: false, message: rejected.message };
  const [file] = result.files;
  return file ? { ok: true, file } : { ok: false, message: "" };
}

/**
 * Runs `work` on what `next()` hands out, at most `limit` at a time, until it hands out nothing.
 * Pull-based, so a file cancelled while still waiting is simply never handed out. A failing
 * `work` does not stop the others; it is the caller's to record.
 */
export async function runPool<T>(next: () => T | undefined, limit: number, work: (item: T) => Promise<void>) {
  const lane = async () => {
    for (let item = next(); item !== undefined; item = next()) {
      try {
        await work(item);
      } catch {
        // Recorded by `work` itself; the lane moves on to the next file.
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, limit) }, lane));
}
