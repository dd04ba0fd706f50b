import "server-only";
import { channelAppSecret } from "@/lib/server/channels/channel-context";
import { receiveWebhook } from "@/lib/server/channels/webhooks/receive-webhook";
import { signWebhook } from "@/lib/server/channels/webhooks/signature";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";

// The `sandbox-webhook` job: the sandbox's webhook arrives the way Meta's does — serialised, signed
// with the channel's (derived) app secret, and taken in by receiveWebhook, the POST route's own
// intake. A channel disconnected meanwhile drops it, as Meta's would get a 404.

export async function deliverSandboxWebhook({ channelId, body }: { channelId: string; body: Record<string, unknown> }) {
  const channel = await db.channel.findUnique({
    where: { id: channelId },
    select: { id: true, provider: true, appSecretEnc: true },
  });
  if (!channel || channel.provider !== "sandbox") return { delivered: false };
  const rawBody = Buffer.from(JSON.stringify(body));
  try {
    const { duplicate } = await receiveWebhook({
      channelId,
      rawBody,
      signature: signWebhook(rawBody, channelAppSecret(channel)!),
      headers: { contentType: "application/json", userAgent: "kanal-sandbox" },
    });
    return { delivered: !duplicate };
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return { delivered: false };
    throw error;
  }
}
