import "server-only";
import type { AppError } from "@/lib/server/errors";
import { swapFileUrl } from "@/lib/server/files/files";

// The `avatarUrl` column of a company's row (a user's photo, a customer's), as swapFileUrl reads
// and compare-and-swaps it: the one place that knows the column, for every table that has one.

type RowKey = { id: string; companyId: string };

/** What a table with an `avatarUrl` column offers here (db.user and db.customer fit). */
export type AvatarRows = {
  findFirst(args: { where: RowKey; select: { avatarUrl: true } }): PromiseLike<{ avatarUrl: string | null } | null>;
  updateMany(args: {
    where: RowKey & { avatarUrl: string | null };
    data: { avatarUrl: string | null };
  }): PromiseLike<{ count: number }>;
};

/** Points the row at `next` (a file URL, or null) if it still holds what was read; answers the previous URL. */
export function swapAvatarUrl(rows: AvatarRows, key: RowKey, next: string | null, missing: () => AppError) {
  return swapFileUrl(next, {
    read: async () => {
      const row = await rows.findFirst({ where: key, select: { avatarUrl: true } });
      return row && { url: row.avatarUrl };
    },
    write: async (current, avatarUrl) =>
      (await rows.updateMany({ where: { ...key, avatarUrl: current }, data: { avatarUrl } })).count,
    missing,
  });
}
