import "server-only";
import { CSV_BOM, csvLine } from "@/lib/csv/write";
import { foldTurkish } from "@/lib/customers/search-text";
import { Prisma } from "@/lib/generated/prisma/client";
import type { RecipientJson, RecipientPage } from "@/lib/campaigns/types";
import type { RecipientsQuery, RecipientStatus, SkipReason } from "@/lib/validation/campaigns";
import { db } from "@/lib/server/db";
import type { Translate } from "@/lib/server/i18n";
import { getCampaignOrThrow } from "@/lib/server/campaigns/campaign-json";

// GET /api/v1/campaigns/{id}/recipients: a campaign's recipients with what happened to each, in
// pages by cursor (the last row's id), filtered by status (failed, unknown, skipped…), by a funnel
// mark (clicked, replied, converted) and by a search over the customer's name, e-mail and phone
// (Turkish-insensitive, the customers' own search column); or all of them as a CSV download.

type Row = {
  id: string;
  customerId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  status: RecipientStatus;
  skipReason: string | null;
  errorCode: number | null;
  errorReason: string | null;
  errorMessage: string | null;
  attempts: number;
  run: number;
  variables: Prisma.JsonValue;
  sentAt: Date | null;
  deliveredAt: Date | null;
  readAt: Date | null;
  failedAt: Date | null;
  clickedAt: Date | null;
  clicks: number;
  repliedAt: Date | null;
  convertedAt: Date | null;
  messageId: string | null;
};

const MARK_COLUMN = { clicked: "clickedAt", replied: "repliedAt", converted: "convertedAt" } as const;

function pageSql(campaignId: string, query: Omit<RecipientsQuery, "format">, limit: number, cursor?: string) {
  const conditions: Prisma.Sql[] = [Prisma.sql`r."campaignId" = ${campaignId}`];
  if (query.status) conditions.push(Prisma.sql`r.status = ${query.status}::"CampaignRecipientStatus"`);
  if (query.mark) conditions.push(Prisma.sql`r.${Prisma.raw(`"${MARK_COLUMN[query.mark]}"`)} IS NOT NULL`);
  if (cursor) conditions.push(Prisma.sql`r.id > ${cursor}`);
  if (query.search) {
    const needle = foldTurkish(query.search).replace(/[\\%_]/g, "\\$&");
    conditions.push(Prisma.sql`c."searchText" LIKE ${`%${needle}%`}`);
  }
  return Prisma.sql`
    SELECT r.id, r."customerId", c."firstName", c."lastName", c.email, COALESCE(r."contactAddress", c."phoneE164") AS phone,
           r.status::text AS status, r."skipReason", r."errorCode", r."errorReason", r."errorMessage", r.attempts, r.run,
           r.variables, r."sentAt", r."deliveredAt", r."readAt", r."failedAt", r."clickedAt", r.clicks, r."repliedAt",
           r."convertedAt", r."messageId"
      FROM "CampaignRecipient" r JOIN "Customer" c ON c.id = r."customerId"
     WHERE ${Prisma.join(conditions, " AND ")}
     ORDER BY r.id LIMIT ${limit}`;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toJson(row: Row): RecipientJson {
  return {
    id: row.id,
    customer: {
      id: row.customerId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
    },
    status: row.status,
    skipReason: (row.skipReason as SkipReason | null) ?? null,
    error:
      row.errorCode !== null || row.errorReason !== null
        ? { code: row.errorCode, reason: row.errorReason, message: row.errorMessage }
        : null,
    attempts: row.attempts,
    run: row.run,
    variables: (row.variables ?? {}) as Record<string, string>,
    sentAt: iso(row.sentAt),
    deliveredAt: iso(row.deliveredAt),
    readAt: iso(row.readAt),
    failedAt: iso(row.failedAt),
    clickedAt: iso(row.clickedAt),
    clicks: row.clicks,
    repliedAt: iso(row.repliedAt),
    convertedAt: iso(row.convertedAt),
    messageId: row.messageId,
  };
}

/** One campaign's recipients as the list's filters choose them. */
type RecipientsOf = { companyId: string; id: string; query: RecipientsQuery };

export async function listRecipients({ companyId, id, query }: RecipientsOf): Promise<RecipientPage> {
  await getCampaignOrThrow({ companyId, id });
  const rows = await db.$queryRaw<Row[]>(pageSql(id, query, query.limit + 1, query.cursor));
  const page = rows.slice(0, query.limit);
  return { recipients: page.map(toJson), nextCursor: rows.length > query.limit ? page.at(-1)!.id : null };
}

const CSV_PAGE = 2_000;
const CSV_COLUMNS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "status",
  "reason",
  "attempts",
  "sentAt",
  "deliveredAt",
  "readAt",
  "failedAt",
  "clickedAt",
  "repliedAt",
  "convertedAt",
] as const;

/** Every recipient matching the query as CSV (UTF-8 with BOM), streamed a page at a time. */
export async function recipientsCsv({
  companyId,
  id,
  query,
  t,
}: RecipientsOf & { t: Translate }): Promise<{ name: string; stream: ReadableStream<Uint8Array> }> {
  const campaign = await getCampaignOrThrow({ companyId, id });
  const encoder = new TextEncoder();
  let cursor: string | undefined;
  let started = false;
  const reason = (row: Row) =>
    row.skipReason ? t(`campaignsApi.skipReasons.${row.skipReason}`) : (row.errorMessage ?? row.errorReason ?? "");
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(
          encoder.encode(CSV_BOM + csvLine(CSV_COLUMNS.map((column) => t(`campaignsApi.csv.${column}`)))),
        );
        return;
      }
      const rows = await db.$queryRaw<Row[]>(pageSql(id, query, CSV_PAGE, cursor));
      let text = "";
      for (const row of rows) {
        text += csvLine([
          row.firstName,
          row.lastName,
          row.email,
          row.phone ? `+${row.phone}` : "",
          row.status,
          reason(row),
          row.attempts,
          iso(row.sentAt),
          iso(row.deliveredAt),
          iso(row.readAt),
          iso(row.failedAt),
          iso(row.clickedAt),
          iso(row.repliedAt),
          iso(row.convertedAt),
        ]);
      }
      if (text) controller.enqueue(encoder.encode(text));
      if (rows.length < CSV_PAGE) controller.close();
      else cursor = rows.at(-1)!.id;
    },
  });
  const slug =
    foldTurkish(campaign.name)
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 40) || "campaign";
  return { name: `${slug}-recipients.csv`, stream };
}
