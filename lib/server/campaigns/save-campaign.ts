import "server-only";
import type { TemplateVariable } from "@/lib/templates/rules";
import type { CampaignInput, ListCampaignsQuery } from "@/lib/validation/campaigns";
import { foldTurkish } from "@/lib/customers/search-text";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CampaignPage, CampaignStatsJson } from "@/lib/campaigns/types";
import { db } from "@/lib/server/db";
import { fieldError } from "@/lib/server/errors";
import { assertChoiceIsOwn } from "@/lib/server/campaigns/audience";
import {
  channelNotFound,
  templateNotApproved,
  templateNotFound,
  templateOtherChannel,
  wrongState,
} from "@/lib/server/campaigns/campaign-errors";
import { campaignsToJson, getCampaignOrThrow } from "@/lib/server/campaigns/campaign-json";

// Campaign drafts: create, edit (DRAFT and SCHEDULED only), list, stats, duplicate, delete (not
// while ACTIVE). What a body names must be the company's (another's channel, template, group or
// customer is a 404), and its template APPROVED and of the chosen channel (else a 400 on the field).

/** The body's references checked: a draft may leave channel and template for later. */
export async function checkReferences(companyId: string, input: CampaignInput) {
  let channelId = input.channelId;
  if (channelId) {
    const channel = await db.channel.findFirst({ where: { id: channelId, companyId }, select: { id: true } });
    if (!channel) throw channelNotFound();
  }
  if (input.templateId) {
    const template = await db.template.findFirst({
      where: { id: input.templateId, companyId },
      select: { id: true, status: true, channelId: true, variables: true },
    });
    if (!template) throw templateNotFound();
    if (template.status !== "APPROVED") throw templateNotApproved(template.status);
    if (channelId && template.channelId !== channelId) throw templateOtherChannel();
    channelId ??= template.channelId;
    checkVariables(template.variables as TemplateVariable[], input.variables);
  }
  await assertChoiceIsOwn(companyId, input);
  return { channelId };
}

/** Every mapped variable is one of the template's; missing ones are allowed in a draft (launch requires them). */
function checkVariables(defined: readonly TemplateVariable[], mapping: CampaignInput["variables"]) {
  const unknown = Object.keys(mapping).find((key) => Number(key) > defined.length);
  if (unknown)
    throw fieldError("VALIDATION_ERROR", `variables.${unknown}`, "templates.api.variableUnknown", { name: unknown });
}

function columnsOf(input: CampaignInput, channelId: string | null) {
  return {
    name: input.name,
    description: input.description,
    type: input.type,
    channelId,
    templateId: input.templateId,
    variables: input.variables as Prisma.InputJsonValue,
    targetAudience: input.targetAudience,
    selectedGroups: input.selectedGroups,
    selectedCustomers: input.selectedCustomers,
    sendImmediately: input.sendImmediately,
    scheduledFor: input.scheduledFor,
    ...input.settings,
  };
}

export async function createCampaign({
  companyId,
  userId,
  input,
}: {
  companyId: string;
  userId: string;
  input: CampaignInput;
}) {
  const { channelId } = await checkReferences(companyId, input);
  return db.campaign.create({ data: { companyId, createdById: userId, ...columnsOf(input, channelId) } });
}

/** Edits a DRAFT or SCHEDULED campaign (a scheduled one keeps its schedule: it is edited in place). */
export async function updateCampaign({
  companyId,
  id,
  input,
}: {
  companyId: string;
  id: string;
  input: CampaignInput;
}) {
  const current = await getCampaignOrThrow({ companyId, id });
  if (current.status !== "DRAFT" && current.status !== "SCHEDULED") throw wrongState("update", current.status);
  const { channelId } = await checkReferences(companyId, input);
  const { count } = await db.campaign.updateMany({
    where: { id, companyId, status: { in: ["DRAFT", "SCHEDULED"] } },
    data: columnsOf(input, channelId),
  });
  if (count === 0) throw wrongState("update", (await getCampaignOrThrow({ companyId, id })).status);
  return getCampaignOrThrow({ companyId, id });
}

/** A copy as a new draft: its settings, audience and template; no recipients, no dates. */
export async function duplicateCampaign({ companyId, userId, id }: { companyId: string; userId: string; id: string }) {
  const source = await getCampaignOrThrow({ companyId, id });
  return db.campaign.create({
    data: {
      companyId,
      createdById: userId,
      name: `${source.name.slice(0, 90)} (kopya)`,
      description: source.description,
      type: source.type,
      channelId: source.channelId,
      templateId: source.templateId,
      variables: source.variables as Prisma.InputJsonValue,
      targetAudience: source.targetAudience,
      selectedGroups: source.selectedGroups,
      selectedCustomers: source.selectedCustomers,
      sendImmediately: true,
      scheduledFor: null,
      sendInBatches: source.sendInBatches,
      batchSize: source.batchSize,
      delayBetweenBatches: source.delayBetweenBatches,
      retryFailed: source.retryFailed,
      maxRetries: source.maxRetries,
    },
  });
}

/** Deletes a campaign that is not ACTIVE (its recipients go with it). */
export async function deleteCampaign({ companyId, id }: { companyId: string; id: string }) {
  const current = await getCampaignOrThrow({ companyId, id });
  if (current.status === "ACTIVE") throw wrongState("delete", current.status);
  const { count } = await db.campaign.deleteMany({ where: { id, companyId, status: { not: "ACTIVE" } } });
  if (count === 0) throw wrongState("delete", "ACTIVE");
  return current;
}

/** GET /api/v1/campaigns: newest first; search in name and description (Turkish-insensitive). */
export async function listCampaigns({
  companyId,
  query,
}: {
  companyId: string;
  query: ListCampaignsQuery;
}): Promise<CampaignPage> {
  const where: Prisma.CampaignWhereInput = {
    companyId,
    ...(query.type ? { type: query.type } : {}),
    ...(query.status ? { status: query.status } : {}),
  };
  if (query.search) {
    // Few campaigns per company (hundreds): the Turkish-insensitive match runs over their names here.
    const needle = foldTurkish(query.search);
    const all = await db.campaign.findMany({ where, select: { id: true, name: true, description: true } });
    const matching = all.filter((row) =>
      foldTurkish(`${row.name} ${row.description ?? ""} ${row.id}`).includes(needle),
    );
    where.id = { in: matching.map((row) => row.id) };
  }
  const [total, rows] = await Promise.all([
    db.campaign.count({ where }),
    db.campaign.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    }),
  ]);
  return {
    campaigns: await campaignsToJson(companyId, rows),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}

export async function campaignStats(companyId: string): Promise<CampaignStatsJson> {
  const rows = await db.campaign.groupBy({ by: ["status"], where: { companyId }, _count: { _all: true } });
  const of = (status: string) => rows.find((row) => row.status === status)?._count._all ?? 0;
  return {
    total: rows.reduce((sum, row) => sum + row._count._all, 0),
    active: of("ACTIVE"),
    scheduled: of("SCHEDULED"),
    completed: of("COMPLETED"),
  };
}
