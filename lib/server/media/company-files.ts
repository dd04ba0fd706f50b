import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { mediaNotFound } from "@/lib/server/media/media-errors";

const FILE_FIELDS = {
  id: true,
  name: true,
  tags: true,
  uploadedById: true,
  isPublic: true,
  storageKey: true,
  thumbnailKey: true,
  createdAt: true,
} as const satisfies Prisma.MediaFileSelect;

export type CompanyFile = Prisma.MediaFileGetPayload<{ select: typeof FILE_FIELDS }>;

/**
 * The company's files with these ids, every one of them or a 404: an id of another company (or
 * none at all) is never silently skipped, so a bulk action is all or nothing.
 */
export async function companyFilesOrThrow(
  companyId: string,
  ids: readonly string[],
  client: Prisma.TransactionClient = db,
): Promise<CompanyFile[]> {
  const unique = [...new Set(ids)];
  const files = await client.mediaFile.findMany({ where: { companyId, id: { in: unique } }, select: FILE_FIELDS });
  if (files.length !== unique.length) throw mediaNotFound();
  return files;
}
