import "server-only";
import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { readMediaMetadata } from "@/lib/server/media/bytes/metadata";
import { imageThumbnail } from "@/lib/server/media/bytes/thumbnail";
import { mediaThumbnailKey } from "@/lib/server/media/media-keys";
import { getStorage } from "@/lib/server/storage/get-storage";

/**
 * The `media-process` job, after an upload: an image's WebP thumbnail, and the metadata the bytes
 * tell (width/height, duration, PDF pages). A file the tools cannot read (a malformed or huge
 * image, a broken video) is marked `failed` and stays usable without them: that is no reason to
 * retry. Storage failing is, so it throws. A second run (jobs run at least once) redoes the work;
 * a file deleted meanwhile is left alone, and a thumbnail written for it is removed again.
 */
export async function processMediaFile({ fileId }: { fileId: string }): Promise<void> {
  const file = await db.mediaFile.findUnique({
    where: { id: fileId },
    select: { id: true, companyId: true, type: true, mimeType: true, sizeBytes: true, storageKey: true },
  });
  if (!file) return;
  const storage = getStorage();
  const open = async () => {
    const object = await storage.getStream(file.storageKey);
    if (!object) throw new MissingBytesError(file.storageKey);
    return object.body;
  };

  let thumbnail: { webp: Uint8Array; width: number; height: number } | null = null;
  let metadata: Awaited<ReturnType<typeof readMediaMetadata>> = {};
  let failed = false;
  try {
    // An image's size comes with its thumbnail; the rest say theirs in their metadata.
    if (file.type === "IMAGE") thumbnail = await imageThumbnail(await open());
    else metadata = await readMediaMetadata(await open(), file.mimeType, Number(file.sizeBytes));
  } catch (error) {
    if (error instanceof MissingBytesError) throw error;
    logger.warn({ fileId, err: error }, "media file could not be processed; it stays usable without a thumbnail");
    failed = true;
  }

  const thumbnailKey = thumbnail ? mediaThumbnailKey(file.companyId, file.id) : null;
  if (thumbnail && thumbnailKey) await storage.put(thumbnailKey, thumbnail.webp, "image/webp");
  const { count } = await db.mediaFile.updateMany({
    where: { id: file.id },
    data: {
      processing: failed ? "failed" : "ready",
      thumbnailKey,
      width: thumbnail?.width ?? metadata.width ?? null,
      height: thumbnail?.height ?? metadata.height ?? null,
      durationSec: metadata.durationSec ?? null,
      pages: metadata.pages ?? null,
    },
  });
  // Deleted while we worked: its purge may have run before the thumbnail existed.
  if (count === 0 && thumbnailKey) await storage.delete(thumbnailKey);
}

class MissingBytesError extends Error {
  constructor(key: string) {
    super(`media bytes missing from storage: ${key}`);
    this.name = "MissingBytesError";
  }
}
