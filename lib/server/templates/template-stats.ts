import "server-only";
import type { TemplateStatsJson } from "@/lib/templates/types";
import { db } from "@/lib/server/db";
import type { StatsScope } from "@/lib/server/stats-scope";

// GET /api/v1/templates/stats: the four cards. "Last month" is the state at the start of this
// month (UTC), read from the status history: each template's last change before then.

type Figures = { total: number; approved: number; pending: number; rejected: number };

export async function templateStats({ companyId, now = new Date() }: StatsScope): Promise<TemplateStatsJson> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [current, earlier] = await Promise.all([
    db.template.groupBy({ by: ["status"], where: { companyId }, _count: { _all: true } }),
    db.$queryRaw<{ status: string; count: bigint }[]>`
      SELECT s.status::text AS status, count(*) AS count FROM (
        SELECT DISTINCT ON (c."templateId") c."templateId", c.status
        FROM "TemplateStatusChange" c JOIN "Template" t ON t.id = c."templateId"
        WHERE t."companyId" = ${companyId} AND c.at < ${monthStart}
        ORDER BY c."templateId", c.at DESC, c.id DESC
      ) s GROUP BY s.status`,
  ]);
  const now_ = figures(current.map((row) => ({ status: row.status, count: row._count._all })));
  const last = figures(earlier.map((row) => ({ status: row.status, count: Number(row.count) })));
  const change = (key: keyof Figures) =>
    last[key] === 0 ? null : Math.round(((now_[key] - last[key]) / last[key]) * 1000) / 10;
  return {
    ...now_,
    changes: {
      total: change("total"),
      approved: change("approved"),
      pending: change("pending"),
      rejected: change("rejected"),
    },
  };
}

function figures(rows: { status: string; count: number }[]): Figures {
  const of = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
  return {
    total: rows.reduce((sum, row) => sum + row.count, 0),
    approved: of("APPROVED"),
    pending: of("PENDING"),
    rejected: of("REJECTED"),
  };
}
