import "server-only";
import { timingSafeEqual } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { channelAppSecret } from "@/lib/server/channels/channel-context";
import { deliveryKey, itemKinds, parseWebhook } from "@/lib/server/channels/webhooks/parse-webhook";
import { verifyWebhookSignature } from "@/lib/server/channels/webhooks/signature";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { enqueue } from "@/lib/server/jobs/enqueue";

// Webhook intake (api.md → Channels and webhooks; meta.md §2.4): find the channel, check the
// signature over the raw bytes, store the event once (a redelivery has the same key and changes
// nothing), queue its `webhook-event` job, and return. Everything else
// happens in the job, so Meta gets its 200 fast. Meta's POSTs and the sandbox's jobs come here alike.

export type IncomingWebhook = {
  channelId: string;
  rawBody: Uint8Array;
  signature: string | null;
  headers: { contentType: string | null; userAgent: string | null };
};

const channelSelect = {
  id: true,
  companyId: true,
  provider: true,
  status: true,
  appSecretEnc: true,
  verifyToken: true,
} as const;

// An unknown channel costs the same HMAC as a known one: the answer's timing tells nothing more than its status.
const DECOY_SECRET = "kanal-webhook-decoy-secret-0000000000";

async function liveChannel(channelId: string) {
  const channel = await db.channel.findUnique({ where: { id: channelId }, select: channelSelect });
  return channel && channel.status !== "disconnected" ? channel : null;
}

const notFound = () => new AppError("NOT_FOUND", { messageKey: "channels.api.notFound" });

/** Stores a signed delivery once; `duplicate` when Meta (or the sandbox) sent it before. */
export async function receiveWebhook(input: IncomingWebhook): Promise<{ eventId: string | null; duplicate: boolean }> {
  const channel = await liveChannel(input.channelId);
  const appSecret = channel ? channelAppSecret(channel) : null;
  const valid = verifyWebhookSignature(input.rawBody, input.signature, appSecret ?? DECOY_SECRET);
  if (!channel || !appSecret) throw notFound();
  if (!valid) throw new AppError("UNAUTHENTICATED", { messageKey: "channels.api.badSignature" });

  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(input.rawBody).toString("utf8"));
  } catch {
    throw new AppError("INVALID_JSON");
  }
  const items = parseWebhook(body);
  const dedupKey = deliveryKey(items);
  // No transaction around the two writes (a transaction costs two more round trips per delivery,
  // and on the embedded database it holds every connection). If the process dies between them,
  // Meta got no 200 and redelivers: the redelivery finds the row still "received" and queues its
  // job then (keyed by the event, so never twice while one waits).
  const [created] = await db.webhookEvent.createManyAndReturn({
    data: [
      {
        channelId: channel.id,
        companyId: channel.companyId,
        dedupKey,
        body: body as Prisma.InputJsonValue,
        headers: { ...input.headers, signature: input.signature },
        kinds: itemKinds(items),
      },
    ],
    skipDuplicates: true,
    select: { id: true },
  });
  const event =
    created ??
    (await db.webhookEvent.findUnique({
      where: { channelId_dedupKey: { channelId: channel.id, dedupKey } },
      select: { id: true, status: true },
    }));
  if (event && (created || ("status" in event && event.status === "received"))) {
    await enqueue("webhook-event", { eventId: event.id }, { key: event.id });
  }
  return { eventId: event?.id ?? null, duplicate: !created };
}

/**
 * Meta's handshake (meta.md §2.4): `hub.mode=subscribe` and the channel's verify token → the
 * challenge; anything else is refused. An unknown channel is a 404.
 */
export async function answerHandshake(input: {
  channelId: string;
  mode: string | null;
  verifyToken: string | null;
  challenge: string | null;
}): Promise<string> {
  const channel = await liveChannel(input.channelId);
  const expected = Buffer.from(channel?.verifyToken ?? DECOY_SECRET);
  const given = Buffer.alloc(expected.length);
  const received = Buffer.from(input.verifyToken ?? "");
  received.copy(given, 0, 0, Math.min(received.length, expected.length));
  const tokenMatches = timingSafeEqual(given, expected) && received.length === expected.length;
  if (!channel) throw notFound();
  const challengeOk = input.challenge !== null && /^[\w.~-]{1,256}$/.test(input.challenge);
  if (input.mode !== "subscribe" || !tokenMatches || !challengeOk) {
    throw new AppError("FORBIDDEN", { messageKey: "channels.api.handshakeRefused" });
  }
  return input.challenge!;
}
