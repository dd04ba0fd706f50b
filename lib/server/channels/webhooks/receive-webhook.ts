import "server-only";
import { randomUUID, timingSafeEqual } from "node:crypto";
import { channelAppSecret } from "@/lib/server/channels/channel-context";
import { deliveryKey, itemKinds, parseWebhook } from "@/lib/server/channels/webhooks/parse-webhook";
import { verifyWebhookSignature } from "@/lib/server/channels/webhooks/signature";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { kickDrain } from "@/lib/server/channels/webhooks/kick-drain";
import { deliveriesChannel } from "@/lib/server/channels/webhooks/delivery-listener";
import { logger } from "@/lib/server/logger";

// Webhook intake (api.md → Channels and webhooks; meta.md §2.4): find the channel, check the
// signature over the raw bytes, store the delivery once (a redelivery has the same key and changes
// nothing) and make sure the channel's `webhook-drain` job will read it (kick-drain.ts), then
// return. Everything else happens in that job, in batches, so Meta gets its 200 fast. Meta's POSTs
// and the sandbox's jobs come here alike.
//
// The fast path is ONE statement per delivery: the channel's secret comes from this process's cache,
// and the INSERT itself checks that the channel is still live with that very secret (a secret
// changed or wiped since, by any process, makes it insert nothing). Anything else — no cache entry,
// a signature the cached secret does not match, a duplicate, a changed channel — takes the slow
// path, which reads the channel first, as every delivery used to.
//
// The same INSERT NOTIFYs the workers (delivery-listener.ts), which start the channel's drain at
// once; the intake's own kick (an enqueue) then runs beside the answer instead of before it: it is
// the wake-up where NOTIFY reaches no one (the embedded database), and a process that dies before it
// is covered by the listeners, by a worker's start and by the sweep.

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

/** What the fast path knows of a live channel: its secret, and the stored form the INSERT checks it by. */
type KnownChannel = { companyId: string; appSecretEnc: string | null; appSecret: string };
const MAX_KNOWN = 1_000;
const known = new Map<string, KnownChannel>();

function remember(channelId: string, channel: KnownChannel | null) {
  known.delete(channelId);
  if (!channel) return;
  if (known.size >= MAX_KNOWN) known.delete(known.keys().next().value!);
  known.set(channelId, channel);
}

type ParsedDelivery = { text: string; dedupKey: string; kinds: string[] };

function parseDelivery(rawBody: Uint8Array): ParsedDelivery {
  const text = Buffer.from(rawBody).toString("utf8");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError("INVALID_JSON");
  }
  const items = parseWebhook(body);
  return { text, dedupKey: deliveryKey(items), kinds: itemKinds(items) };
}

/**
 * Stores the delivery if the channel is still live with the secret it was checked against; the new
 * row's id, or null (a duplicate, or the channel changed: the caller looks again).
 */
async function storeDelivery(
  channelId: string,
  channel: KnownChannel,
  delivery: ParsedDelivery,
  input: IncomingWebhook,
): Promise<string | null> {
  const headers = JSON.stringify({ ...input.headers, signature: input.signature });
  const [row] = await db.$queryRaw<{ id: string }[]>`
    WITH stored AS (
      INSERT INTO "WebhookEvent" (id, "channelId", "companyId", "dedupKey", body, headers, kinds, "receivedAt", "createdAt", "updatedAt")
      SELECT ${randomUUID()}, c.id, c."companyId", ${delivery.dedupKey}, ${delivery.text}::jsonb, ${headers}::jsonb,
             ${delivery.kinds}::text[], now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
        FROM "Channel" c
       WHERE c.id = ${channelId} AND c.status <> 'disconnected' AND c."appSecretEnc" IS NOT DISTINCT FROM ${channel.appSecretEnc}
      ON CONFLICT ("channelId", "dedupKey") DO NOTHING
      RETURNING id, "channelId"
    )
    SELECT id, pg_notify(${deliveriesChannel()}, "channelId")::text AS woken FROM stored`;
  return row?.id ?? null;
}

/** The intake's kick, not awaited: the INSERT's NOTIFY already woke the workers (see above). */
function kickBeside(channelId: string) {
  kickDrain(channelId).catch((error: unknown) => logger.warn({ err: error, channelId }, "webhook drain kick failed"));
}

/** Stores a signed delivery once; `duplicate` when Meta (or the sandbox) sent it before. */
export async function receiveWebhook(input: IncomingWebhook): Promise<{ eventId: string | null; duplicate: boolean }> {
  const cached = known.get(input.channelId);
  if (cached && verifyWebhookSignature(input.rawBody, input.signature, cached.appSecret)) {
    const eventId = await storeDelivery(input.channelId, cached, parseDelivery(input.rawBody), input);
    if (eventId) {
      kickBeside(input.channelId);
      return { eventId, duplicate: false };
    }
  }

  const channel = await liveChannel(input.channelId);
  const appSecret = channel ? channelAppSecret(channel) : null;
  const valid = verifyWebhookSignature(input.rawBody, input.signature, appSecret ?? DECOY_SECRET);
  if (!channel || !appSecret) {
    remember(input.channelId, null);
    throw notFound();
  }
  const current = { companyId: channel.companyId, appSecretEnc: channel.appSecretEnc, appSecret };
  remember(channel.id, current);
  if (!valid) throw new AppError("UNAUTHENTICATED", { messageKey: "channels.api.badSignature" });

  const delivery = parseDelivery(input.rawBody);
  const created = await storeDelivery(channel.id, current, delivery, input);
  const event =
    created === null
      ? await db.webhookEvent.findUnique({
          where: { channelId_dedupKey: { channelId: channel.id, dedupKey: delivery.dedupKey } },
          select: { id: true },
        })
      : { id: created };
  // A redelivery kicks too: the process that stored the first one may have died before it did.
  kickBeside(channel.id);
  return { eventId: event?.id ?? null, duplicate: created === null };
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
