import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { foldTurkish } from "@/lib/customers/search-text";
import type { TemplateFilter } from "@/lib/validation/templates";

/**
 * The one `where` for a company's filtered templates (the list, its counts and the export).
 * `search` is folded as `searchText` was written, so "siparis" finds "Sipariş"; LIKE's wildcards match
 * themselves. `except` leaves one filter out, for the counts beside that filter.
 */
export function templateWhere(
  companyId: string,
  filter: TemplateFilter,
  except?: "category" | "status",
): Prisma.TemplateWhereInput {
  const where: Prisma.TemplateWhereInput = { companyId };
  const search = filter.search ? foldTurkish(filter.search) : "";
  if (search) where.searchText = { contains: search };
  if (filter.category && except !== "category") where.category = filter.category;
  if (filter.status && except !== "status") where.status = filter.status;
  if (filter.language) where.language = filter.language;
  if (filter.channel && filter.channel !== "all") where.channelId = filter.channel;
  return where;
}
