import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { AudienceJson } from "@/lib/campaigns/types";
import type { CampaignAudience, CampaignType } from "@/lib/validation/campaigns";
import { db } from "@/lib/server/db";
import { fieldError } from "@/lib/server/errors";

// Spec 02 §3's audience types, computed from real customers (issue 19), as SQL over "Customer" c:
// the live count of the editor (GET /campaigns/audience) and the launch's freeze (launch-campaign.ts)
// read the same conditions, so the count shown is the audience frozen.
//
//   ALL_CUSTOMERS           every customer of the company
//   NEWSLETTER_SUBSCRIBERS  opted in to marketing (Customer.marketingOptIn)
//   VIP_CUSTOMERS           tagged VIP or in the group named VIP (any case; the seed's VIP is a group)
//   RECENT_ORDERS           an order in the last 30 days
//   ACTIVE_USERS            a message from them or an order in the last 7 days
//   INACTIVE_USERS          neither for over 30 days
//   CUSTOM_GROUP            the customers of the chosen groups and the chosen customers, once each
//
// Of those, some are skipped, each for the first reason that holds: no phone; opted out of
// marketing (a MARKETING campaign only); not reachable on the channel (a phone that is no number,
// or an earlier campaign send to them failed as "not on WhatsApp"); the same number as a recipient
// before them (one message per number).

export type AudienceChoice = {
  targetAudience: CampaignAudience;
  selectedGroups: readonly string[];
  selectedCustomers: readonly string[];
};

const DAY = 86_400_000;

/** The audience's condition on "Customer" c (the company's filter is the caller's). */
export function audienceWhere(choice: AudienceChoice, now = new Date()): Prisma.Sql {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
  const orderSince = (days: number) =>
    Prisma.sql`EXISTS (SELECT 1 FROM "CustomerOrder" o WHERE o."customerId" = c."id" AND o."orderedAt" >= ${daysAgo(days)})`;
  const wroteSince = (days: number) =>
    Prisma.sql`EXISTS (SELECT 1 FROM "Conversation" v WHERE v."customerId" = c."id" AND v."lastInboundAt" >= ${daysAgo(days)})`;
  switch (choice.targetAudience) {
    case "ALL_CUSTOMERS":
      return Prisma.sql`TRUE`;
    case "NEWSLETTER_SUBSCRIBERS":
      return Prisma.sql`c."marketingOptIn"`;
    case "VIP_CUSTOMERS":
      return Prisma.sql`(EXISTS (SELECT 1 FROM unnest(c."tags") AS tag WHERE lower(tag) = 'vip')
        OR EXISTS (SELECT 1 FROM "CustomerGroup" vg WHERE vg."id" = c."groupId" AND lower(vg."name") = 'vip'))`;
    case "RECENT_ORDERS":
      return orderSince(30);
    case "ACTIVE_USERS":
      return Prisma.sql`(${wroteSince(7)} OR ${orderSince(7)})`;
    case "INACTIVE_USERS":
      return Prisma.sql`(NOT ${wroteSince(30)} AND NOT ${orderSince(30)})`;
    case "CUSTOM_GROUP":
      return Prisma.sql`(c."groupId" = ANY(${[...choice.selectedGroups]}::text[]) OR c."id" = ANY(${[...choice.selectedCustomers]}::text[]))`;
  }
}

/**
 * The audience with each customer's skip reason (null: to be sent), as a subquery: columns of
 * "Customer" c plus `groupName` and `skipReason`.
 */
export function audienceRowsSql({
  companyId,
  choice,
  campaignType,
  now,
}: {
  companyId: string;
  choice: AudienceChoice;
  campaignType: CampaignType;
  now?: Date;
}): Prisma.Sql {
  const marketing = campaignType === "MARKETING";
  return Prisma.sql`
    SELECT a.*,
      CASE WHEN a."firstReason" IS NOT NULL THEN a."firstReason"
           WHEN row_number() OVER (PARTITION BY a."firstReason" IS NULL, a."phoneE164" ORDER BY a."id") > 1
             THEN 'duplicatePhone' END AS "skipReason"
    FROM (
      SELECT c."id", c."firstName", c."lastName", c."email", c."phone", c."phoneE164", g."name" AS "groupName",
        CASE WHEN btrim(coalesce(c."phone", '')) = '' THEN 'noPhone'
             WHEN ${marketing} AND c."marketingOptOut" THEN 'optedOut'
             WHEN c."phoneE164" IS NULL OR EXISTS (
               SELECT 1 FROM "CampaignRecipient" u WHERE u."customerId" = c."id" AND u."status" = 'failed'
                 AND u."errorReason" = 'undeliverable') THEN 'unreachable'
        END AS "firstReason"
      FROM "Customer" c LEFT JOIN "CustomerGroup" g ON g."id" = c."groupId"
      WHERE c."companyId" = ${companyId} AND ${audienceWhere(choice, now)}
    ) a`;
}

/** The groups and customers a choice names must be the company's: another's is a 404. */
export async function assertChoiceIsOwn(companyId: string, choice: AudienceChoice, prefix = "") {
  if (choice.selectedGroups.length) {
    const groups = await db.customerGroup.count({ where: { companyId, id: { in: [...choice.selectedGroups] } } });
    if (groups !== choice.selectedGroups.length)
      throw fieldError("NOT_FOUND", `${prefix}selectedGroups`, "campaignsApi.api.groupNotFound");
  }
  if (choice.selectedCustomers.length) {
    const customers = await db.customer.count({ where: { companyId, id: { in: [...choice.selectedCustomers] } } });
    if (customers !== choice.selectedCustomers.length)
      throw fieldError("NOT_FOUND", `${prefix}selectedCustomers`, "campaignsApi.api.customerNotFound");
  }
}

/** The editor's live count: how many customers the choice matches and how many of them are skipped, and why. */
export async function countAudience({
  companyId,
  choice,
  campaignType,
}: {
  companyId: string;
  choice: AudienceChoice;
  campaignType: CampaignType;
}): Promise<AudienceJson> {
  const [row] = await db.$queryRaw<
    { total: number; noPhone: number; optedOut: number; unreachable: number; duplicatePhone: number }[]
  >`
    SELECT count(*)::int AS total,
      count(*) FILTER (WHERE x."skipReason" = 'noPhone')::int AS "noPhone",
      count(*) FILTER (WHERE x."skipReason" = 'optedOut')::int AS "optedOut",
      count(*) FILTER (WHERE x."skipReason" = 'unreachable')::int AS "unreachable",
      count(*) FILTER (WHERE x."skipReason" = 'duplicatePhone')::int AS "duplicatePhone"
    FROM (${audienceRowsSql({ companyId, choice, campaignType })}) x`;
  const { total, ...skipped } = row ?? { total: 0, noPhone: 0, optedOut: 0, unreachable: 0, duplicatePhone: 0 };
  const skippedTotal = skipped.noPhone + skipped.optedOut + skipped.unreachable + skipped.duplicatePhone;
  return { total, recipients: total - skippedTotal, skipped };
}
