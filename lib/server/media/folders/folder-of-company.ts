import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { folderNotFound } from "@/lib/server/media/media-errors";

/** Throws 404 unless `folderId` (when given) is one of the company's folders; null means "no folder". */
export async function assertFolderOfCompany(
  companyId: string,
  folderId: string | null | undefined,
  client: Prisma.TransactionClient = db,
): Promise<void> {
  if (!folderId) return;
  const folder = await client.mediaFolder.findFirst({ where: { id: folderId, companyId }, select: { id: true } });
  if (!folder) throw folderNotFound();
}
