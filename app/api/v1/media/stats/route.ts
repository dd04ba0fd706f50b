import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";
import { mediaStats } from "@/lib/server/media/media-stats";

// GET /api/v1/media/stats – the collections screen's cards: totalFiles, totalBytes (the storage
// the quota counts, as on the billing page), quotaBytes (the plan's), newLast30Days,
// totalDownloads, byType.
const stats = route({ permission: "media.read" }, async ({ session }) =>
  ok(await mediaStats({ companyId: session.companyId })),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: stats });
