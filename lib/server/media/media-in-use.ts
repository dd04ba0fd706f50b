import "server-only";
import { db } from "@/lib/server/db";

// Where files are used: the one place the coming screens report their references, so the file's
// `usedIn`, the delete confirmation and the delete refusal all read the same figures.
// Messages count their attachments (a message still to be sent counts as scheduled); templates
// (header media, issue 17) and posts (issue 20) add their counts here.

export type MediaUsage = {
  templates: number;
  messages: number;
  posts: number;
  /** Uses that must not lose the file: a scheduled campaign or post. Deleting is refused (409) while > 0. */
  scheduled: number;
};

export const NOT_USED: MediaUsage = { templates: 0, messages: 0, posts: 0, scheduled: 0 };

/** Messages that still have to send the file: deleting it would send nothing. */
const UNSENT = ["queued", "sending", "retry_wait"] as const;

/** The usage of each of the company's files in `fileIds` (a missing entry reads as NOT_USED). */
export async function mediaInUse({
  companyId,
  fileIds,
}: {
  companyId: string;
  fileIds: readonly string[];
}): Promise<Map<string, MediaUsage>> {
  const usage = new Map(fileIds.map((id) => [id, { ...NOT_USED }]));
  if (fileIds.length === 0) return usage;
  const where = { fileId: { in: [...fileIds] }, message: { companyId } };
  const [all, unsent, templates, posts] = await Promise.all([
    db.messageMedia.groupBy({ by: ["fileId"], where, _count: { _all: true } }),
    db.messageMedia.groupBy({
      by: ["fileId"],
      where: { ...where, message: { companyId, status: { in: [...UNSENT] } } },
      _count: { _all: true },
    }),
    db.template.groupBy({
      by: ["headerMediaId"],
      where: { companyId, headerMediaId: { in: [...fileIds] } },
      _count: { _all: true },
    }),
    // Posts (issue 20): any post naming the file; one still to publish needs it.
    db.$queryRaw<{ fileId: string; posts: bigint; pending: bigint }[]>`
      SELECT f AS "fileId", count(*) AS posts,
             count(*) FILTER (WHERE p.status IN ('scheduled', 'publishing')) AS pending
      FROM "Post" p, unnest(p."mediaIds") AS f
      WHERE p."companyId" = ${companyId} AND p."mediaIds" && ${[...fileIds]}::text[] AND f = ANY(${[...fileIds]}::text[])
      GROUP BY f`,
  ]);
  for (const row of posts) {
    const entry = usage.get(row.fileId);
    if (!entry) continue;
    entry.posts = Number(row.posts);
    entry.scheduled += Number(row.pending);
  }
  for (const row of all) if (row.fileId) usage.get(row.fileId)!.messages = row._count._all;
  for (const row of unsent) if (row.fileId) usage.get(row.fileId)!.scheduled += row._count._all;
  // Deleting a file empties the header of the templates using it (SetNull): counted, not refused.
  for (const row of templates) if (row.headerMediaId) usage.get(row.headerMediaId)!.templates = row._count._all;
  return usage;
}

/** How many of `usage`'s files something scheduled still needs. */
export function scheduledUses(usage: Map<string, MediaUsage>): number {
  let count = 0;
  for (const entry of usage.values()) if (entry.scheduled > 0) count++;
  return count;
}
