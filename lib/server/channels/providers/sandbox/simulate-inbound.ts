import "server-only";
import { randomBytes } from "node:crypto";
import { normalizeE164 } from "@/lib/customers/phone";
import type { SimulateInbound } from "@/lib/validation/sandbox-inbound";
import { channelAppSecret } from "@/lib/server/channels/channel-context";
import { channelNotFound } from "@/lib/server/channels/get-channel-or-throw";
import { SANDBOX_SAMPLE_PREFIX } from "@/lib/server/channels/providers/sandbox/sandbox-media";
import { whatsappInboundEvent } from "@/lib/server/channels/providers/sandbox/sandbox-events";
import { receiveWebhook } from "@/lib/server/channels/webhooks/receive-webhook";
import { signWebhook } from "@/lib/server/channels/webhooks/signature";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { mediaNotFound } from "@/lib/server/media/media-errors";

// The sandbox's "simulate an inbound message" (api.md: POST /channels/{id}/sandbox/inbound): a
// customer's message in the Cloud API's shape (meta.md §2.3), signed with the channel's secret and
// taken in by receiveWebhook exactly as Meta's POST is; the `webhook-event` job then does the rest.
// A file message carries a library file of the company (`mediaId`) or a sample of its type.

const notSandbox = () => new AppError("CONFLICT", { messageKey: "channels.simulate.api.notSandbox" });

type MediaFacts = { id: string; mimeType: string; filename: string };

async function mediaFacts(companyId: string, input: SimulateInbound): Promise<MediaFacts | null> {
  if (input.type === "text") return null;
  if (!input.mediaId) {
    const mimeType = { image: "image/png", document: "application/pdf", audio: "audio/wav" }[input.type];
    const filename = { image: "photo.png", document: "document.pdf", audio: "voice.wav" }[input.type];
    return { id: `${SANDBOX_SAMPLE_PREFIX}${input.type}`, mimeType, filename };
  }
  const file = await db.mediaFile.findFirst({
    where: { id: input.mediaId, companyId },
    select: { id: true, mimeType: true, name: true },
  });
  if (!file) throw mediaNotFound();
  return { id: file.id, mimeType: file.mimeType, filename: file.name };
}

/** The Cloud API's `messages[]` entry for the simulated message. */
function cloudMessage(input: SimulateInbound, media: MediaFacts | null): Record<string, unknown> & { type: string } {
  if (input.type === "text" || !media) return { type: "text", text: { body: input.text ?? "" } };
  const common = { id: media.id, mime_type: media.mimeType, sha256: "sandbox" };
  if (input.type === "audio") return { type: "audio", audio: { ...common, voice: false } };
  const caption = input.text ? { caption: input.text } : {};
  if (input.type === "document") {
    return { type: "document", document: { ...common, filename: media.filename, ...caption } };
  }
  return { type: "image", image: { ...common, ...caption } };
}

export async function simulateInbound({
  companyId,
  channelId,
  input,
}: {
  companyId: string;
  channelId: string;
  input: SimulateInbound;
}): Promise<{ eventId: string | null; providerMessageId: string; from: string }> {
  const channel = await db.channel.findFirst({
    where: { id: channelId, companyId },
    select: { id: true, kind: true, provider: true, status: true, externalId: true, appSecretEnc: true },
  });
  if (!channel) throw channelNotFound();
  if (channel.provider !== "sandbox" || channel.kind !== "whatsapp") throw notSandbox();
  if (channel.status === "disconnected") {
    throw new AppError("CONFLICT", { messageKey: "channels.simulate.api.disconnected" });
  }
  const from = normalizeE164(input.from)!;
  const media = await mediaFacts(companyId, input);
  const providerMessageId = `wamid.SBXIN${randomBytes(18).toString("base64url")}`;
  const body = whatsappInboundEvent({
    phoneNumberId: channel.externalId,
    wamid: providerMessageId,
    from,
    name: input.name,
    at: new Date(),
    message: cloudMessage(input, media),
  });
  const rawBody = Buffer.from(JSON.stringify(body));
  const { eventId } = await receiveWebhook({
    channelId: channel.id,
    rawBody,
    signature: signWebhook(rawBody, channelAppSecret(channel)!),
    headers: { contentType: "application/json", userAgent: "kanal-sandbox" },
  });
  return { eventId, providerMessageId, from };
}
