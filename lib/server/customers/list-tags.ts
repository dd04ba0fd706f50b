import "server-only";
import { db } from "@/lib/server/db";

export const TAGS_LISTED = 200;

/** The company's tags, most used first (at most TAGS_LISTED), for the tag filter's picker. */
export async function listTags({ companyId }: { companyId: string }) {
  return db.$queryRaw<{ tag: string; count: number }[]>`
    SELECT tag, count(*)::int AS count
    FROM "Customer", unnest("tags") AS tag
    WHERE "companyId" = ${companyId}
    GROUP BY tag
    ORDER BY count DESC, tag
    LIMIT ${TAGS_LISTED}`;
}
