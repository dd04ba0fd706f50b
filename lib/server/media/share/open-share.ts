import "server-only";
import { sha256 } from "@/lib/server/auth/secrets";
import { db } from "@/lib/server/db";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The file behind a share link, or null when the link is unknown, revoked or expired, or its file
 * is gone (its links went with it): all the same "not found", at once, with no session.
 */
export async function openShareLink(token: string, now = new Date()) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const link = await db.mediaShareLink.findFirst({
    where: { tokenHash: sha256(token), revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] },
    select: {
      id: true,
      file: { select: { id: true, name: true, type: true, mimeType: true, sizeBytes: true, storageKey: true } },
    },
  });
  return link ? { linkId: link.id, file: link.file } : null;
}

/** One more view of a link and of its file. */
export async function countShareView({ linkId, fileId }: { linkId: string; fileId: string }): Promise<void> {
  await db.$transaction([
    db.mediaShareLink.update({ where: { id: linkId }, data: { views: { increment: 1 } } }),
    db.mediaFile.updateMany({ where: { id: fileId }, data: { views: { increment: 1 } } }),
  ]);
}
