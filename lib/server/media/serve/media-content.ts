import "server-only";
import { db } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { mediaNotFound } from "@/lib/server/media/media-errors";
import { isInlineable, mediaSecurityHeaders } from "@/lib/server/media/serve/media-headers";
import { missingBytes, streamMedia } from "@/lib/server/media/serve/stream-media";
import { getStorage } from "@/lib/server/storage/get-storage";

/**
 * GET /api/v1/media/{id}/content: one of the company's files, streamed. A download by default
 * (`attachment`, counted in `downloads`); `inline` (the preview) only for images, audio, video and
 * PDF — any other type is sent as an attachment anyway — and counted in `views`. Never cached:
 * a deleted file is gone at once. `Cross-Origin-Resource-Policy` keeps other sites from embedding it.
 */
export async function mediaContent({
  companyId,
  id,
  inline,
  range,
}: {
  companyId: string;
  id: string;
  inline: boolean;
  range: string | null;
}): Promise<Response> {
  const file = await db.mediaFile.findFirst({
    where: { id, companyId },
    select: { id: true, name: true, type: true, mimeType: true, sizeBytes: true, storageKey: true },
  });
  if (!file) throw mediaNotFound();
  const disposition = inline && isInlineable(file) ? "inline" : "attachment";
  const served = await streamMedia({
    file,
    range,
    disposition,
    headers: {
      ...mediaSecurityHeaders({ disposition, mimeType: file.mimeType, framing: "self" }),
      "Cache-Control": "private, no-store",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
  if (!served) throw missingBytes(file.storageKey);
  if (served.counts) {
    await db.mediaFile.updateMany({
      where: { id: file.id },
      data: disposition === "attachment" ? { downloads: { increment: 1 } } : { views: { increment: 1 } },
    });
  }
  return served.response;
}

/** GET /api/v1/media/{id}/thumbnail: the WebP thumbnail, or 404 until the job has made one. */
export async function mediaThumbnail({ companyId, id }: { companyId: string; id: string }): Promise<Response> {
  const file = await db.mediaFile.findFirst({ where: { id, companyId }, select: { thumbnailKey: true } });
  if (!file) throw mediaNotFound();
  const object = file.thumbnailKey ? await getStorage().getStream(file.thumbnailKey) : null;
  if (!object) throw notFound("api.errors.MEDIA_NO_THUMBNAIL");
  return new Response(object.body, {
    headers: {
      "Content-Type": "image/webp",
      ...(object.size !== undefined ? { "Content-Length": String(object.size) } : {}),
      // Made once per file; `private`: it needs the session.
      "Cache-Control": "private, max-age=86400",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}
