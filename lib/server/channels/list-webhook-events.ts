import "server-only";
import type { WebhookEventJson } from "@/lib/channels/types";
import { getChannelOrThrow } from "@/lib/server/channels/get-channel-or-throw";
import { db } from "@/lib/server/db";

/** The channel's latest webhook deliveries, newest first (the channel panel's "last events"). */
export async function listWebhookEvents({
  companyId,
  channelId,
  limit,
}: {
  companyId: string;
  channelId: string;
  limit: number;
}): Promise<WebhookEventJson[]> {
  await getChannelOrThrow({ companyId, id: channelId });
  const rows = await db.webhookEvent.findMany({
    where: { channelId, companyId },
    orderBy: [{ receivedAt: "desc" }, { id: "desc" }],
    take: limit,
    select: { id: true, status: true, kinds: true, error: true, receivedAt: true, processedAt: true, body: true },
  });
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    kinds: row.kinds,
    error: row.error,
    receivedAt: row.receivedAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
    body: row.body,
  }));
}
