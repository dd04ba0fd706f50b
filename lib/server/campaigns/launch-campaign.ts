import "server-only";
import { planOf } from "@/lib/billing/plans";
import { Prisma } from "@/lib/generated/prisma/client";
import type { TemplateVariable } from "@/lib/templates/rules";
import type { CampaignVariables } from "@/lib/validation/campaigns";
import { countMessagesThisMonth } from "@/lib/server/billing/usage";
import { db } from "@/lib/server/db";
import { AppError, fieldError } from "@/lib/server/errors";
import { appendEvent } from "@/lib/server/events/append-event";
import { enqueue, prepareJobs } from "@/lib/server/jobs/enqueue";
import { audienceRowsSql, countAudience } from "@/lib/server/campaigns/audience";
import {
  templateNotApproved,
  templateNotFound,
  templateOtherChannel,
  wrongState,
} from "@/lib/server/campaigns/campaign-errors";
import { getCampaignOrThrow, type CampaignRow } from "@/lib/server/campaigns/campaign-json";
import { kickCampaignLanes } from "@/lib/server/campaigns/lanes";

// Launch (a confirmed action, api.md → Campaigns): a send-now campaign freezes its audience and
// starts at once; a scheduled one waits for its time (the `campaign-start` job, ± 1 minute: the
// `campaign-sweep` cron is the safety net) and freezes then. The freeze is ONE INSERT … SELECT: one
// CampaignRecipient row per customer (unique per campaign and customer), with the template's
// variables rendered from the customer as they are now, so later edits to customers change nothing
// a running campaign sends; skipped customers get a row too, with why. A launch the plan's monthly
// message limit cannot carry is refused with the figures.

/** What must hold before a campaign may go: its template APPROVED, on its channel, every variable mapped. */
async function readyToSend(companyId: string, campaign: CampaignRow) {
  if (!campaign.templateId) throw fieldError("VALIDATION_ERROR", "templateId", "campaignsApi.api.templateRequired");
  const template = await db.template.findFirst({ where: { id: campaign.templateId, companyId } });
  if (!template) throw templateNotFound();
  if (template.status !== "APPROVED") throw templateNotApproved(template.status);
  if (campaign.channelId && template.channelId !== campaign.channelId) throw templateOtherChannel();
  const channel = await db.channel.findFirst({
    where: { id: template.channelId, companyId },
    select: { id: true, name: true, status: true },
  });
  if (!channel) throw templateNotFound();
  if (channel.status === "disconnected" || channel.status === "error")
    throw new AppError("CONFLICT", {
      messageKey: "campaignsApi.api.channelCannotSend",
      values: { name: channel.name },
    });
  const variables = template.variables as TemplateVariable[];
  const mapping = campaign.variables as CampaignVariables;
  const missing = variables.findIndex((_, index) => !mapping[String(index + 1)]);
  if (missing >= 0)
    throw fieldError("VALIDATION_ERROR", `variables.${missing + 1}`, "campaignsApi.api.variableMissing", {
      name: variables[missing]!.name,
    });
  return { template, channel, variables, mapping };
}

/** The plan's monthly message limit and what was sent this month; null when the plan has none. */
export async function planRoom(
  companyId: string,
  client: Prisma.TransactionClient = db,
): Promise<{ limit: number; used: number } | null> {
  const company = await client.company.findUnique({ where: { id: companyId }, select: { plan: true } });
  const limit = planOf(company?.plan ?? "basic").limits.messagesPerMonth;
  if (limit === null) return null;
  return { limit, used: await countMessagesThisMonth(companyId, new Date(), client) };
}

const emptyAudience = () => new AppError("VALIDATION_ERROR", { messageKey: "campaignsApi.api.emptyAudience" });

function assertPlanAllows(room: { limit: number; used: number } | null, needed: number) {
  if (room && room.used + needed > room.limit) {
    throw new AppError("CONFLICT", {
      messageKey: "campaignsApi.api.planLimit",
      values: { limit: room.limit, used: room.used, needed },
    });
  }
}

export type LaunchResult = { campaign: CampaignRow; recipients: number; skipped: number; scheduled: boolean };

/** POST /campaigns/{id}/launch: DRAFT (or SCHEDULED, to start now) → ACTIVE, or DRAFT → SCHEDULED. */
export async function launchCampaign({
  companyId,
  userId,
  id,
  now = new Date(),
}: {
  companyId: string;
  userId: string | null;
  id: string;
  now?: Date;
}): Promise<LaunchResult> {
  const campaign = await getCampaignOrThrow({ companyId, id });
  if (campaign.status !== "DRAFT" && campaign.status !== "SCHEDULED") throw wrongState("launch", campaign.status);

  const schedule = campaign.status === "DRAFT" && !campaign.sendImmediately && campaign.scheduledFor;
  if (!schedule) {
    // The freeze itself refuses an empty audience or one past the plan's limit (rolled back): no
    // count beforehand, which would read the whole audience a second time.
    const frozen = await startCampaign({ companyId, id, userId, from: [campaign.status], now });
    if (!frozen) throw wrongState("launch", (await getCampaignOrThrow({ companyId, id })).status);
    return { ...frozen, scheduled: false };
  }

  await readyToSend(companyId, campaign);
  const audience = await countAudience({ companyId, choice: campaign, campaignType: campaign.type });
  if (audience.recipients === 0) throw emptyAudience();
  assertPlanAllows(await planRoom(companyId), audience.recipients);
  if (campaign.scheduledFor!.getTime() <= now.getTime())
    throw fieldError("VALIDATION_ERROR", "scheduledFor", "campaignsApi.rules.scheduledInPast");
  await prepareJobs();
  const row = await db.$transaction(async (tx) => {
    const { count } = await tx.campaign.updateMany({
      where: { id, companyId, status: "DRAFT" },
      data: { status: "SCHEDULED", launchedById: userId, launchedAt: now },
    });
    if (count === 0) throw wrongState("launch", (await getCampaignOrThrow({ companyId, id })).status);
    await enqueue("campaign-start", { campaignId: id }, { runAt: campaign.scheduledFor!, tx });
    await appendEvent(tx, { companyId, kind: "campaign.progress", data: { campaignId: id } });
    return tx.campaign.findUniqueOrThrow({ where: { id } });
  });
  return {
    campaign: row,
    recipients: audience.recipients,
    skipped: audience.total - audience.recipients,
    scheduled: true,
  };
}

/**
 * Freezes the audience and starts sending: `from` → ACTIVE in one transaction with the freeze, so
 * two launches (or a launch and the scheduled start) make one set of recipients. Null when the
 * campaign was no longer in `from` (someone else started, cancelled or unscheduled it).
 */
export async function startCampaign({
  companyId,
  id,
  userId,
  from,
  now = new Date(),
  scheduledStart = false,
}: {
  companyId: string;
  id: string;
  userId: string | null;
  from: ("DRAFT" | "SCHEDULED")[];
  now?: Date;
  /**
   * The scheduled start (no one is there to be refused): a plan limit the audience would pass
   * pauses it (with why), and an audience that became empty starts and completes.
   */
  scheduledStart?: boolean;
}): Promise<Omit<LaunchResult, "scheduled"> | null> {
  const campaign = await getCampaignOrThrow({ companyId, id });
  if (!from.includes(campaign.status as "DRAFT" | "SCHEDULED")) return null;
  const { template, mapping } = await readyToSend(companyId, campaign);
  const companyName = Object.values(mapping).some((source) => "field" in source && source.field === "company")
    ? ((await db.company.findUnique({ where: { id: companyId }, select: { name: true } }))?.name ?? "")
    : "";
  await prepareJobs();
  const result = await db.$transaction(
    async (tx) => {
      const { count } = await tx.campaign.updateMany({
        where: { id, companyId, status: { in: from } },
        data: {
          status: "ACTIVE",
          run: 1,
          channelId: template.channelId,
          templateName: template.name,
          sentAt: now,
          launchedAt: campaign.launchedAt ?? now,
          launchedById: campaign.launchedById ?? userId,
          pausedReason: null,
          pausedInFlight: null,
        },
      });
      if (count === 0) return null;
      await tx.$executeRaw`SET LOCAL synchronous_commit TO OFF`;
      const [counts] = await tx.$queryRaw<{ recipients: number; skipped: number }[]>`
        WITH inserted AS (
          INSERT INTO "CampaignRecipient" ("campaignId", "customerId", status, "skipReason", "contactAddress", variables, run)
          SELECT ${id}, y."id",
                 CASE WHEN y.reason IS NULL THEN 'pending' ELSE 'skipped' END::"CampaignRecipientStatus",
                 y.reason, y."phoneE164", y.vars, 1
            FROM (
              SELECT x."id", x."phoneE164", v.vars,
                     COALESCE(x."skipReason", CASE WHEN v.empty THEN 'missingValue' END) AS reason
                FROM (${audienceRowsSql({ companyId, choice: campaign, campaignType: campaign.type, now })}) x
                CROSS JOIN LATERAL (${variablesSql(mapping, companyName)}) v
            ) y
          ON CONFLICT ("campaignId", "customerId") DO NOTHING
          RETURNING status
        )
        SELECT count(*) FILTER (WHERE status = 'pending')::int AS recipients,
               count(*) FILTER (WHERE status = 'skipped')::int AS skipped
          FROM inserted`;
      const recipients = counts?.recipients ?? 0;
      if (recipients === 0 && !scheduledStart) throw emptyAudience();
      // The plan's room, read inside the freeze: another send may have used it since the count.
      const room = await planRoom(companyId, tx);
      const over = room !== null && room.used + recipients > room.limit;
      if (over && !scheduledStart) assertPlanAllows(room, recipients);
      await tx.campaign.update({
        where: { id },
        data: { totalRecipients: recipients, ...(over ? { status: "PAUSED", pausedReason: "planLimit" } : {}) },
      });
      await appendEvent(tx, { companyId, kind: "campaign.progress", data: { campaignId: id } });
      return { recipients, skipped: counts?.skipped ?? 0, over };
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
  if (!result) return null;
  if (!result.over) await kickCampaignLanes(id, { now: true });
  return {
    campaign: await getCampaignOrThrow({ companyId, id }),
    recipients: result.recipients,
    skipped: result.skipped,
  };
}

const FIELD_SQL: Record<string, Prisma.Sql> = {
  firstName: Prisma.sql`x."firstName"`,
  lastName: Prisma.sql`x."lastName"`,
  fullName: Prisma.sql`x."firstName" || ' ' || x."lastName"`,
  phone: Prisma.sql`CASE WHEN x."phoneE164" IS NULL THEN '' ELSE '+' || x."phoneE164" END`,
  email: Prisma.sql`COALESCE(x."email", '')`,
};

/** `SELECT vars (jsonb { "1": value, … }), empty (a field's value is empty)` for one customer row x. */
function variablesSql(mapping: CampaignVariables, companyName: string): Prisma.Sql {
  const entries = Object.entries(mapping).sort(([a], [b]) => Number(a) - Number(b));
  if (entries.length === 0) return Prisma.sql`SELECT '{}'::jsonb AS vars, FALSE AS empty`;
  const values = entries.map(([, source]) => {
    const raw =
      "text" in source
        ? Prisma.sql`${source.text}::text`
        : source.field === "company"
          ? Prisma.sql`${companyName}::text`
          : FIELD_SQL[source.field]!;
    return Prisma.sql`btrim(regexp_replace(${raw}, '\\s+', ' ', 'g'))`;
  });
  const pairs = entries.map(([key], index) => Prisma.sql`${key}::text, ${values[index]!}`);
  return Prisma.sql`
    SELECT jsonb_build_object(${Prisma.join(pairs, ", ")}) AS vars,
           (${Prisma.join(
             values.map((value) => Prisma.sql`${value} = ''`),
             " OR ",
           )}) AS empty`;
}
