import "server-only";
import type { MediaStats } from "@/lib/media/types";
import { MEDIA_TYPES } from "@/lib/validation/media";
import { db } from "@/lib/server/db";
import { storageQuotaOf } from "@/lib/server/media/storage-quota";
import type { StatsScope } from "@/lib/server/stats-scope";

const DAY_MS = 86_400_000;

/**
 * The collections screen's cards, from real rows. `totalBytes` is what the quota counts (the
 * StoredFile ledger: media plus the company's photos, avatars and exports), so this card and the
 * billing page's storage bar show the same figure.
 */
export async function mediaStats({ companyId, now = new Date() }: StatsScope): Promise<MediaStats> {
  const [quota, totals, recent, byType] = await Promise.all([
    storageQuotaOf(companyId),
    db.mediaFile.aggregate({ where: { companyId }, _count: { _all: true }, _sum: { downloads: true } }),
    db.mediaFile.count({ where: { companyId, createdAt: { gte: new Date(now.getTime() - 30 * DAY_MS) } } }),
    db.mediaFile.groupBy({ by: ["type"], where: { companyId }, _count: { _all: true } }),
  ]);
  const counts = Object.fromEntries(MEDIA_TYPES.map((type) => [type, 0])) as MediaStats["byType"];
  for (const group of byType) counts[group.type] = group._count._all;
  return {
    totalFiles: totals._count._all,
    totalBytes: quota.usedBytes,
    quotaBytes: quota.quotaBytes,
    newLast30Days: recent,
    totalDownloads: totals._sum.downloads ?? 0,
    byType: counts,
  };
}
