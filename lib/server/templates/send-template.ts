import "server-only";
import { createHash } from "node:crypto";
import type { TemplateVariable } from "@/lib/templates/rules";
import type { TemplateSendJson, TemplateSendResult } from "@/lib/templates/types";
import {
  TEMPLATE_SEND_MAX_RECIPIENTS,
  type SendTemplate,
  type TemplateVariableField,
  type TemplateVariableMapping,
} from "@/lib/validation/templates";
import type { Role } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { AppError, fieldError, notFound } from "@/lib/server/errors";
import type { Translate } from "@/lib/server/i18n";
import { channelCannotSend, conversationNotFound } from "@/lib/server/messages/message-errors";
import { queueOutboundMessage } from "@/lib/server/messages/queue-message";
import { templateNotFound } from "@/lib/server/templates/template-errors";

// POST /api/v1/templates/{id}/send ("send message" on the templates screen): an APPROVED template
// to chosen customers and the customers of chosen groups (≤ 1,000 together). Each customer's
// conversation on the template's channel is found or made, and one template message is queued
// through the pipeline (queue-message.ts: one transaction per message with its job; the send job
// hands it to the provider at most once). A customer without a phone number, or without a value
// for a variable taken from their record, is skipped and reported; two customers sharing a number
// get one message. Variables map by number to a customer field or a fixed text (the campaigns API's
// shape). With an Idempotency-Key, a retried call queues nothing twice.

const KEY = "templates.send";

type Recipient = {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phoneE164: string | null;
};
const recipientSelect = { id: true, firstName: true, lastName: true, email: true, phoneE164: true } as const;

export async function sendTemplateToCustomers({
  companyId,
  userId,
  role,
  id,
  input,
  idempotencyKey,
  t,
}: {
  companyId: string;
  userId: string | null;
  /** The caller's role: a member sends only where they see (their own and unassigned conversations). */
  role?: Role;
  id: string;
  input: SendTemplate;
  idempotencyKey?: string | null;
  t: Translate;
}): Promise<TemplateSendJson> {
  const template = await db.template.findFirst({
    where: { id, companyId },
    select: {
      id: true,
      status: true,
      channelId: true,
      variables: true,
      channel: { select: { name: true, status: true } },
    },
  });
  if (!template) throw templateNotFound();
  if (template.status !== "APPROVED")
    throw new AppError("CONFLICT", { messageKey: "templates.api.notApproved", values: { status: template.status } });
  const { status: channelStatus, name: channelName } = template.channel;
  if (channelStatus === "disconnected" || channelStatus === "error")
    throw channelCannotSend(channelStatus, channelName);
  const variables = template.variables as TemplateVariable[];
  checkMapping(variables, input.variables);

  const recipients = await recipientsOf(companyId, input);
  const companyName = Object.values(input.variables).some((source) => "field" in source && source.field === "company")
    ? ((await db.company.findUnique({ where: { id: companyId }, select: { name: true } }))?.name ?? "")
    : "";
  const keyBase = idempotencyKey ? createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 40) : null;

  const results: TemplateSendResult[] = [];
  const phones = new Set<string>();
  for (const customer of recipients) {
    const skip = (messageKey: string, values?: Record<string, string | number>) =>
      results.push({ customerId: customer.id, ok: false, message: t(messageKey, values) });
    const phone = customer.phoneE164;
    if (!phone) {
      skip(`${KEY}.noPhone`);
      continue;
    }
    if (phones.has(phone)) {
      skip(`${KEY}.samePhone`);
      continue;
    }
    phones.add(phone);
    const values: Record<string, string> = {};
    const empty = variables.findIndex((_, index) => {
      const value = valueOf(input.variables[String(index + 1)]!, customer, companyName);
      values[String(index + 1)] = value;
      return value === "";
    });
    if (empty >= 0) {
      skip(`${KEY}.variableEmpty`, { name: variables[empty]!.name });
      continue;
    }
    try {
      const conversationId = await conversationFor(companyId, template.channelId, customer.id, phone);
      const { messageId, replayed } = await queueOutboundMessage({
        companyId,
        userId,
        role,
        conversationId,
        input: { type: "template", templateId: template.id, variables: values },
        idempotencyKey: keyBase ? `template-send:${keyBase}:${customer.id}` : null,
      });
      results.push({
        customerId: customer.id,
        ok: true,
        message: t(replayed ? `${KEY}.alreadyQueued` : `${KEY}.queued`),
        conversationId,
        messageId,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // The conversation was just found or opened: "not found" means a colleague's, out of a member's view.
      if (error.messageKey === conversationNotFound().messageKey) skip("inbox.api.conversationTaken");
      else skip(error.messageKey, error.values);
    }
  }
  const queued = results.filter((result) => result.ok).length;
  return { queued, skipped: results.length - queued, results };
}

/** Every variable of the template mapped, by its number, and nothing else. */
function checkMapping(variables: readonly TemplateVariable[], mapping: TemplateVariableMapping) {
  const unknown = Object.keys(mapping).find((key) => Number(key) > variables.length);
  if (unknown)
    throw fieldError("VALIDATION_ERROR", `variables.${unknown}`, "templates.api.variableUnknown", { name: unknown });
  const missing = variables.findIndex((_, index) => !mapping[String(index + 1)]);
  if (missing >= 0) {
    throw fieldError("VALIDATION_ERROR", `variables.${missing + 1}`, "templates.api.variableMissing", {
      name: variables[missing]!.name,
    });
  }
}

const FIELD: Record<TemplateVariableField, (customer: Recipient, companyName: string) => string> = {
  firstName: (customer) => customer.firstName,
  lastName: (customer) => customer.lastName,
  fullName: (customer) => `${customer.firstName} ${customer.lastName}`,
  phone: (customer) => (customer.phoneE164 ? `+${customer.phoneE164}` : ""),
  email: (customer) => customer.email ?? "",
  company: (_, companyName) => companyName,
};

function valueOf(source: TemplateVariableMapping[string], customer: Recipient, companyName: string): string {
  const value = "text" in source ? source.text : FIELD[source.field](customer, companyName);
  return value.replace(/\s+/g, " ").trim();
}

/** The chosen customers, then their groups' customers, once each; all the company's (else a 404). */
async function recipientsOf(companyId: string, input: SendTemplate): Promise<Recipient[]> {
  const customerIds = [...new Set(input.customerIds)];
  const groupIds = [...new Set(input.groupIds)];
  const chosen = customerIds.length
    ? await db.customer.findMany({ where: { companyId, id: { in: customerIds } }, select: recipientSelect })
    : [];
  if (chosen.length !== customerIds.length) throw fieldError("NOT_FOUND", "customerIds", `${KEY}.customerNotFound`);
  if (groupIds.length) {
    const groups = await db.customerGroup.count({ where: { companyId, id: { in: groupIds } } });
    if (groups !== groupIds.length) throw fieldError("NOT_FOUND", "groupIds", `${KEY}.groupNotFound`);
  }
  const members = groupIds.length
    ? await db.customer.findMany({
        where: { companyId, groupId: { in: groupIds }, id: { notIn: customerIds } },
        select: recipientSelect,
        orderBy: [{ sortName: "asc" }, { id: "asc" }],
        take: TEMPLATE_SEND_MAX_RECIPIENTS + 1,
      })
    : [];
  const byId = new Map(chosen.map((customer) => [customer.id, customer]));
  const recipients = [...customerIds.map((customerId) => byId.get(customerId)!), ...members];
  if (recipients.length > TEMPLATE_SEND_MAX_RECIPIENTS) {
    throw fieldError("VALIDATION_ERROR", groupIds.length ? "groupIds" : "customerIds", `${KEY}.tooManyRecipients`, {
      max: TEMPLATE_SEND_MAX_RECIPIENTS,
    });
  }
  return recipients;
}

/**
 * The customer's conversation on the channel; else the one at their number (a customer sharing it
 * wrote first: it is the same WhatsApp user); else a new one. Two sends racing make one.
 */
async function conversationFor(companyId: string, channelId: string, customerId: string, phone: string) {
  const find = async () => {
    const found = await db.conversation.findMany({
      where: { companyId, channelId, OR: [{ customerId }, { contactAddress: phone }] },
      select: { id: true, customerId: true },
      take: 2,
    });
    return (found.find((conversation) => conversation.customerId === customerId) ?? found[0])?.id ?? null;
  };
  const existing = await find();
  if (existing) return existing;
  const [created] = await db.conversation.createManyAndReturn({
    data: [{ companyId, channelId, customerId, contactAddress: phone }],
    skipDuplicates: true,
    select: { id: true },
  });
  const id = created?.id ?? (await find());
  if (!id) throw notFound(`${KEY}.customerNotFound`);
  return id;
}
