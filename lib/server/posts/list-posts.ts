import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { z } from "zod";
import { can } from "@/lib/permissions";
import type { listPostsQuery } from "@/lib/validation/posts";
import { readJsonText } from "@/lib/server/db-read";
import type { PostActor } from "@/lib/server/posts/post-json";

// GET /posts: the calendar's range. The answer's JSON (lib/posts/types.ts: PostListJson, the posts
// naming their authors by id and each author once) is built by PostgreSQL in one statement each,
// read through the plain pg pool (lib/server/db-read.ts) and sent as it comes, so a month view of a
// thousand posts costs two round trips and no re-encoding in Node (`npm run bench -- calendar`:
// HTTP ÷ the same SQL through pg). An item is only what the calendar shows (title, state, time,
// platforms, the first thumbnail), not the text: the details and the editor read the whole post by
// id, so a month of a busy company is ~250 KB rather than a megabyte. Undated drafts come with every
// range: they have no day, and the screen lists them apart so they can be dated.

/** The most posts (and campaigns) one answer holds: a year of a busy company; the bench's 10,000 fit. */
export const POST_LIST_CAP = 10_000;

export type ListPostsQuery = z.output<typeof listPostsQuery>;

/** An instant as the columns hold it (UTC, without a zone), whatever the session's time zone. */
const utc = (iso: string) => Prisma.sql`(${new Date(iso).toISOString()}::timestamptz AT TIME ZONE 'UTC')`;

/** A timestamp column (UTC, without a zone) as the API's ISO form (NULL stays null). */
const iso = (column: Prisma.Sql) => Prisma.sql`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The posts and their authors as JSON text, `"posts":[…],"authors":{…}` (one row, column `json`): a
 * member of `{…}`, not a whole value, so listPostsJson can put the campaigns beside it. Each item is
 * a row made JSON by `to_json` (no spaces, unlike json_build_object's `"key" : value`, ~10 % of a
 * month) and names its author by id; each author is written once, in `authors`. `userId`: the
 * caller; `canOthers`: may edit anyone's.
 */
export function listPostsSql(companyId: string, query: ListPostsQuery, userId: string, canOthers: boolean): Prisma.Sql {
  const filters: Prisma.Sql[] = [];
  if (query.status.length > 0) filters.push(Prisma.sql`AND p.status::text = ANY(${query.status})`);
  if (query.author) filters.push(Prisma.sql`AND p."authorId" = ${query.author === "me" ? userId : query.author}`);
  if (query.accounts.length > 0) {
    filters.push(
      Prisma.sql`AND EXISTS (SELECT 1 FROM "PostTarget" f WHERE f."postId" = p.id AND f."accountId" = ANY(${query.accounts}))`,
    );
  }
  return Prisma.sql`
    WITH x AS MATERIALIZED (
      SELECT p.id, p.title, p.status, p."scheduledAt", p."createdAt", p."authorId", p."mediaIds"
        FROM "Post" p
       WHERE p."companyId" = ${companyId}
         AND ((p."scheduledAt" >= ${utc(query.from)} AND p."scheduledAt" < ${utc(query.to)})
              OR (p."scheduledAt" IS NULL AND p.status = 'draft'))
       ${filters.length > 0 ? Prisma.join(filters, " ") : Prisma.empty}
       ORDER BY p."scheduledAt", p."createdAt" DESC, p.id
       LIMIT ${POST_LIST_CAP})
    SELECT '"posts":[' || COALESCE((
      SELECT string_agg(to_json(item)::text, ',' ORDER BY x."scheduledAt", x."createdAt" DESC, x.id)
        FROM x CROSS JOIN LATERAL (
          SELECT x.id, x.title, x.status,
                 ${iso(Prisma.sql`x."scheduledAt"`)} AS "scheduledAt", x."authorId",
                 COALESCE((
                   SELECT array_agg(q.platform ORDER BY q.first, q.platform) FROM (
                     SELECT a.platform, min(a."createdAt") AS first
                       FROM "PostTarget" t JOIN "SocialAccount" a ON a.id = t."accountId"
                      WHERE t."postId" = x.id GROUP BY a.platform) AS q), '{}') AS platforms,
                 x."mediaIds"[1] AS "thumbnailId",
                 (${canOthers} OR x."authorId" IS NOT DISTINCT FROM ${userId}) AS "canEdit") AS item), '')
      || '],"authors":' || COALESCE((
      SELECT json_object_agg(u.id, json_build_object('name', btrim(u."firstName" || ' ' || u."lastName")))
        FROM "User" u WHERE u.id IN (SELECT x."authorId" FROM x)), '{}')::text AS json`;
}

/** Campaigns on the calendar: scheduled ones at their time, sent ones (running, paused, done) when they went out. */
const CALENDAR_CAMPAIGN_STATUSES = ["SCHEDULED", "ACTIVE", "PAUSED", "COMPLETED"];

/** The campaigns' JSON array as text (one row, column `json`). */
export function listCampaignsSql(companyId: string, query: ListPostsQuery): Prisma.Sql {
  return Prisma.sql`
    SELECT COALESCE(json_agg(x.item ORDER BY x.at, x.id), '[]')::text AS json FROM (
      SELECT c.id, COALESCE(c."sentAt", c."scheduledFor") AS at, json_build_object(
        'id', c.id, 'name', c.name, 'status', c.status,
        'at', ${iso(Prisma.sql`COALESCE(c."sentAt", c."scheduledFor")`)},
        'channel', CASE WHEN ch.id IS NULL THEN NULL ELSE json_build_object('id', ch.id, 'kind', ch.kind, 'name', ch.name) END
      ) AS item
      FROM "Campaign" c LEFT JOIN "Channel" ch ON ch.id = c."channelId" AND ch."companyId" = c."companyId"
      WHERE c."companyId" = ${companyId} AND c.status::text = ANY(${CALENDAR_CAMPAIGN_STATUSES})
        AND COALESCE(c."sentAt", c."scheduledFor") >= ${utc(query.from)}
        AND COALESCE(c."sentAt", c."scheduledFor") < ${utc(query.to)}
      ORDER BY at, c.id
      LIMIT ${POST_LIST_CAP}) AS x`;
}

/** `data` of GET /posts as JSON text: `{"posts":[…],"authors":{…},"campaigns":[…]}` (campaigns only without filters). */
export async function listPostsJson(actor: PostActor, query: ListPostsQuery): Promise<string> {
  const filtered = query.accounts.length > 0 || query.status.length > 0 || Boolean(query.author);
  const canOthers = can(actor.role, "posts.updateOthers");
  const [posts, campaigns] = await Promise.all([
    readJsonText(listPostsSql(actor.companyId, query, actor.userId, canOthers)),
    filtered ? "[]" : readJsonText(listCampaignsSql(actor.companyId, query)),
  ]);
  return `{${posts},"campaigns":${campaigns}}`;
}
