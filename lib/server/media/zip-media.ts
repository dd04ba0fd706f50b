import "server-only";
import { db } from "@/lib/server/db";
import { zipStream, type ZipEntry } from "@/lib/server/media/bytes/zip";
import { companyFilesOrThrow } from "@/lib/server/media/company-files";
import { missingBytes } from "@/lib/server/media/serve/stream-media";
import { getStorage } from "@/lib/server/storage/get-storage";

/**
 * POST /api/v1/media/download: the checked files as one zip, streamed (each file is read from
 * storage only when the archive reaches it). Every id must be the company's (else 404, before
 * anything is sent); each file counts one download.
 */
export async function zipMedia({ companyId, ids }: { companyId: string; ids: readonly string[] }) {
  const files = await companyFilesOrThrow(companyId, ids);
  const order = new Map(ids.map((id, index) => [id, index]));
  files.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  await db.mediaFile.updateMany({
    where: { companyId, id: { in: files.map((file) => file.id) } },
    data: { downloads: { increment: 1 } },
  });
  async function* entries(): AsyncGenerator<ZipEntry> {
    for (const file of files) {
      yield {
        name: file.name,
        date: file.createdAt,
        open: async () => {
          const object = await getStorage().getStream(file.storageKey);
          if (!object) throw missingBytes(file.storageKey);
          return object.body;
        },
      };
    }
  }
  return zipStream(entries());
}
