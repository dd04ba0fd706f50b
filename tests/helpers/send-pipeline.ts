// The send pipeline's test data (tests/integration/messages-*.test.ts): a company with its sandbox
// channel (or a Meta channel pointed at the Graph stub), customers and conversations, and queued
// outbound messages inserted as the API's queue-message service leaves them. drainSandbox() plays
// the sandbox's status webhooks to the end without a worker: the emitter, then each stored delivery.
import type { ChannelKind } from "@/lib/generated/prisma/client";
import { emitSandboxStatuses } from "@/lib/server/channels/providers/sandbox/emit-sandbox-statuses";
import { sealedSecret, newVerifyToken } from "@/lib/server/channels/channel-secrets";
import { ensureDefaultSandbox } from "@/lib/server/channels/default-sandbox";
import { processWebhookEvent } from "@/lib/server/channels/webhooks/process-webhook-event";
import { db } from "@/lib/server/db";
import { createCompany } from "@/tests/helpers/factories";
import { STUB_IDS, STUB_TOKEN } from "@/tests/helpers/graph-stub";

export type SendChannel = { companyId: string; channelId: string; externalId: string };

/** A new company and its sandbox channel (rate limit as given; 0 = none). */
export async function sandboxChannel({ rateLimitPerSecond = 0 } = {}): Promise<SendChannel> {
  const { id: companyId } = await createCompany();
  await ensureDefaultSandbox(companyId);
  const channel = await db.channel.update({
    where: { companyId_systemKey: { companyId, systemKey: "sandbox" } },
    data: { rateLimitPerSecond },
  });
  return { companyId, channelId: channel.id, externalId: channel.externalId };
}

/** A new company and a Meta channel of `kind` whose ids and token are the Graph stub's. */
export async function metaChannel(
  kind: ChannelKind,
  ids: { externalId: string; wabaId?: string | null; token: string; appSecret: string },
): Promise<SendChannel> {
  const { id: companyId } = await createCompany();
  const token = sealedSecret(ids.token);
  const secret = sealedSecret(ids.appSecret);
  const channel = await db.channel.create({
    data: {
      companyId,
      kind,
      provider: "meta",
      name: `Meta ${kind}`,
      externalId: ids.externalId,
      wabaId: ids.wabaId ?? null,
      rateLimitPerSecond: 0,
      accessTokenEnc: token.enc,
      accessTokenHint: token.hint,
      appSecretEnc: secret.enc,
      appSecretHint: secret.hint,
      verifyToken: newVerifyToken(),
    },
  });
  return { companyId, channelId: channel.id, externalId: channel.externalId };
}

/** A new company and a WhatsApp channel on the Graph stub: its phone number, business account and token. */
export function stubWhatsAppChannel(appSecret: string): Promise<SendChannel> {
  return metaChannel("whatsapp", {
    externalId: STUB_IDS.phoneNumberId,
    wabaId: STUB_IDS.wabaId,
    token: STUB_TOKEN,
    appSecret,
  });
}

/** A conversation with a new customer at `address` (E.164 digits, or a page-scoped id). */
export async function conversationWith(channel: SendChannel, address: string): Promise<string> {
  const customer = await db.customer.create({
    data: { companyId: channel.companyId, firstName: "Ayşe", lastName: "Yılmaz", phoneE164: address },
  });
  const conversation = await db.conversation.create({
    data: {
      companyId: channel.companyId,
      channelId: channel.channelId,
      customerId: customer.id,
      contactAddress: address,
    },
  });
  return conversation.id;
}

type NewMessage = { text?: string; type?: "text" | "file" | "image"; fileIds?: string[] };

/** Queued outbound messages in a conversation, as the API leaves them (row + `queued` history). */
export async function queueMessages(
  channel: SendChannel,
  conversationId: string,
  messages: NewMessage[] | number,
): Promise<string[]> {
  const list: NewMessage[] = typeof messages === "number" ? Array.from({ length: messages }, () => ({})) : messages;
  const rows = await db.message.createManyAndReturn({
    data: list.map((message, index) => ({
      companyId: channel.companyId,
      conversationId,
      channelId: channel.channelId,
      direction: "out" as const,
      type: message.type ?? "text",
      text: message.text ?? `Merhaba ${index + 1}`,
      status: "queued" as const,
    })),
    select: { id: true },
  });
  const ids = rows.map((row) => row.id);
  await db.messageStatusChange.createMany({
    data: ids.map((messageId) => ({ messageId, status: "queued", source: "api" })),
  });
  const files = list.flatMap((message, index) =>
    (message.fileIds ?? []).map((fileId, position) => ({ messageId: ids[index]!, fileId, position })),
  );
  if (files.length > 0) await db.messageMedia.createMany({ data: files });
  return ids;
}

/** One queued message to a new customer at `address`. */
export async function queueOne(channel: SendChannel, address: string, message: NewMessage = {}): Promise<string> {
  const [id] = await queueMessages(channel, await conversationWith(channel, address), [message]);
  return id!;
}

/** Processes every stored webhook delivery of the channel that has not run yet (the `webhook-event` job's work). */
export async function processStoredWebhooks(channelId: string): Promise<number> {
  const events = await db.webhookEvent.findMany({
    where: { channelId, status: "received" },
    orderBy: { receivedAt: "asc" },
    select: { id: true },
  });
  for (const event of events) await processWebhookEvent(event.id);
  return events.length;
}

/** Plays the sandbox's status webhooks for the channel until its log owes none (SANDBOX_DELAYS at 0). */
export async function drainSandbox(channelId: string): Promise<void> {
  for (let round = 0; round < 10; round++) {
    await emitSandboxStatuses(channelId);
    await processStoredWebhooks(channelId);
    const owed = await db.sandboxMessage.count({ where: { channelId, stage: { lt: 3 } } });
    if (owed === 0) return;
  }
  throw new Error("the sandbox still owes statuses after 10 rounds");
}

export const messageRow = (id: string) => db.message.findUniqueOrThrow({ where: { id } });

/** The statuses a message reached, in the enum's order (queued … read, failed, unknown). */
export async function history(messageId: string): Promise<string[]> {
  const rows = await db.messageStatusChange.findMany({ where: { messageId }, orderBy: { status: "asc" } });
  return rows.map((row) => row.status);
}
