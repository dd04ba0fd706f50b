import "server-only";
import type { MediaShare } from "@/lib/media/types";
import type { ShareMediaInput } from "@/lib/validation/media";
import { randomToken, sha256 } from "@/lib/server/auth/secrets";
import { db } from "@/lib/server/db";
import { getEnv } from "@/lib/server/env";
import { companyFilesOrThrow } from "@/lib/server/media/company-files";
import { assertMayOnFiles, EDIT_ACTIONS, type MediaActor } from "@/lib/server/media/media-actor";

const DAY_MS = 86_400_000;

/** The public address of a share link: APP_URL/s/{token}. */
export const shareUrl = (token: string) => `${getEnv().APP_URL.replace(/\/+$/, "")}/s/${token}`;

/**
 * A public link to one file: 256 random bits, of which only the SHA-256 is stored (the URL is
 * shown once, here). A file has one live link: making a new one revokes the one before. Sharing
 * exposes the file, so it takes the same right as editing it (own, or others' for owners and admins).
 */
export async function createShareLink({
  actor,
  id,
  input,
  now = new Date(),
}: {
  actor: MediaActor;
  id: string;
  input: ShareMediaInput;
  now?: Date;
}): Promise<MediaShare> {
  const { companyId } = actor;
  const [file] = await companyFilesOrThrow(companyId, [id]);
  assertMayOnFiles(actor, [file!], EDIT_ACTIONS);
  const token = randomToken();
  const expiresAt = input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * DAY_MS) : null;
  await db.$transaction(async (tx) => {
    await tx.mediaShareLink.updateMany({ where: { companyId, fileId: id, revokedAt: null }, data: { revokedAt: now } });
    await tx.mediaShareLink.create({
      data: { companyId, fileId: id, tokenHash: sha256(token), expiresAt, createdById: actor.userId },
    });
  });
  return { url: shareUrl(token), expiresAt: expiresAt?.toISOString() ?? null };
}

/** Revokes the file's live link (if any): it answers 404 from now on. Answers how many were revoked. */
export async function revokeShareLink({ actor, id }: { actor: MediaActor; id: string }) {
  const { companyId } = actor;
  const [file] = await companyFilesOrThrow(companyId, [id]);
  assertMayOnFiles(actor, [file!], EDIT_ACTIONS);
  const { count } = await db.mediaShareLink.updateMany({
    where: { companyId, fileId: id, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return { revoked: count };
}
