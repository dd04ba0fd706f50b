import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { mediaThumbnailUrl } from "@/lib/media/constants";
import type { MediaFile, MediaType } from "@/lib/media/types";
import { db } from "@/lib/server/db";
import { mediaInUse, NOT_USED, type MediaUsage } from "@/lib/server/media/media-in-use";
import { pageClause, type SqlPageQuery } from "@/lib/server/sql-page";

// A media file as the API answers it (lib/media/types.ts), from one SQL query: the page of files
// with its folder, uploader and active share link joined (the Prisma query with three relations
// costs three more round trips per page). The list, one file and every write's answer use it.

export type MediaFileRow = {
  id: string;
  name: string;
  type: MediaType;
  mimeType: string;
  sizeBytes: bigint;
  width: number | null;
  height: number | null;
  durationSec: number | null;
  pages: number | null;
  processing: MediaFile["processing"];
  thumbnailKey: string | null;
  tags: string[];
  isPublic: boolean;
  downloads: number;
  views: number;
  uploadedById: string | null;
  uploaderFirstName: string | null;
  uploaderLastName: string | null;
  folderId: string | null;
  folderName: string | null;
  folderColor: string | null;
  shareExpiresAt: Date | null;
  shareViews: number | null;
  shareCreatedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export const mediaContentUrl = (id: string) => `/api/v1/media/${id}/content`;

export function toMediaFileJson(row: MediaFileRow, usage: MediaUsage = NOT_USED): MediaFile {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    mimeType: row.mimeType,
    size: Number(row.sizeBytes),
    width: row.width,
    height: row.height,
    durationSec: row.durationSec,
    pages: row.pages,
    processing: row.processing,
    folder:
      row.folderId && row.folderName !== null
        ? { id: row.folderId, name: row.folderName, color: row.folderColor ?? "slate" }
        : null,
    tags: row.tags,
    isPublic: row.isPublic,
    downloads: row.downloads,
    views: row.views,
    uploadedBy: row.uploadedById
      ? { id: row.uploadedById, name: `${row.uploaderFirstName ?? ""} ${row.uploaderLastName ?? ""}`.trim() }
      : null,
    thumbnailUrl: row.thumbnailKey ? mediaThumbnailUrl(row.id) : null,
    url: mediaContentUrl(row.id),
    usedIn: { templates: usage.templates, messages: usage.messages, posts: usage.posts },
    share: row.shareCreatedAt
      ? {
          expiresAt: row.shareExpiresAt?.toISOString() ?? null,
          views: row.shareViews ?? 0,
          createdAt: row.shareCreatedAt.toISOString(),
        }
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The files matching `where` (SQL over "MediaFile"'s own columns, unqualified) in `order`, one page
 * of them when `limit` is given. The order names output columns, so it reads the same inside the
 * page's subquery and on the joined result.
 */
export function mediaFilesSql({ where, order, ...page }: SqlPageQuery): Prisma.Sql {
  return Prisma.sql`
    SELECT f."id", f."name", f."type"::text AS "type", f."mimeType", f."sizeBytes", f."width", f."height",
      f."durationSec", f."pages", f."processing"::text AS "processing", f."thumbnailKey", f."tags", f."isPublic",
      f."downloads", f."views", f."sortName", f."createdAt", f."updatedAt", f."uploadedById",
      u."firstName" AS "uploaderFirstName", u."lastName" AS "uploaderLastName",
      f."folderId", d."name" AS "folderName", d."color" AS "folderColor",
      s."expiresAt" AS "shareExpiresAt", s."views" AS "shareViews", s."createdAt" AS "shareCreatedAt"
    FROM (SELECT * FROM "MediaFile" WHERE ${where} ORDER BY ${order} ${pageClause(page)}) AS f
    LEFT JOIN "MediaFolder" AS d ON d."id" = f."folderId"
    LEFT JOIN "User" AS u ON u."id" = f."uploadedById"
    LEFT JOIN LATERAL (
      SELECT l."expiresAt", l."views", l."createdAt" FROM "MediaShareLink" AS l
      WHERE l."fileId" = f."id" AND l."revokedAt" IS NULL AND (l."expiresAt" IS NULL OR l."expiresAt" > now())
      ORDER BY l."createdAt" DESC LIMIT 1
    ) AS s ON true
    ORDER BY ${order}`;
}

/** Rows of `mediaFilesSql` as the API's JSON, each with where it is used. */
export async function mediaRowsToJson(companyId: string, rows: MediaFileRow[]): Promise<MediaFile[]> {
  const usage = await mediaInUse({ companyId, fileIds: rows.map((row) => row.id) });
  return rows.map((row) => toMediaFileJson(row, usage.get(row.id)));
}

/** The company's files with these ids, as JSON, newest first (a missing id is simply absent). */
export async function mediaFilesJson(companyId: string, ids: readonly string[]): Promise<MediaFile[]> {
  if (ids.length === 0) return [];
  const rows = await db.$queryRaw<MediaFileRow[]>(
    mediaFilesSql({
      where: Prisma.sql`"companyId" = ${companyId} AND "id" IN (${Prisma.join(ids)})`,
      order: Prisma.sql`"createdAt" DESC, "id" DESC`,
    }),
  );
  return mediaRowsToJson(companyId, rows);
}
