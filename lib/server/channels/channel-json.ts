import "server-only";
import type { Channel } from "@/lib/generated/prisma/client";
import type { ChannelJson } from "@/lib/channels/types";
import { SANDBOX_SYSTEM_KEY } from "@/lib/channels/sandbox";
import { secretsHintOf } from "@/lib/server/channels/channel-secrets";
import { getEnv } from "@/lib/server/env";

// A channel as the API answers it (lib/channels/types.ts). Never a secret: the encrypted columns
// are not even selected, only their last 4 characters.

export const channelSelect = {
  id: true,
  companyId: true,
  kind: true,
  provider: true,
  name: true,
  status: true,
  externalId: true,
  wabaId: true,
  displayName: true,
  rateLimitPerSecond: true,
  accessTokenHint: true,
  appSecretHint: true,
  verifyToken: true,
  lastErrorMessage: true,
  lastErrorAt: true,
  lastErrorReason: true,
  lastErrorValues: true,
  systemKey: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Partial<Record<keyof Channel, true>>;

export type ChannelRow = Pick<Channel, keyof typeof channelSelect>;

/** Where Meta posts a channel's events: on WEBHOOK_BASE_URL (the ingest process) if set, else on APP_URL. */
export const webhookUrlOf = (channelId: string) => {
  const env = getEnv();
  const base = (env.WEBHOOK_BASE_URL ?? env.APP_URL).replace(/\/+$/, "");
  return `${base}/api/v1/webhooks/meta/${encodeURIComponent(channelId)}`;
};

function lastErrorOf(row: ChannelRow): ChannelJson["lastError"] {
  if (!row.lastErrorMessage || !row.lastErrorAt) return null;
  const values = (row.lastErrorValues ?? {}) as Record<string, string | number>;
  return { message: row.lastErrorMessage, reason: row.lastErrorReason, values, at: row.lastErrorAt.toISOString() };
}

/** `canManage`: the viewer may edit channels, so sees the verify token too. */
export function toChannelJson(row: ChannelRow, { canManage }: { canManage: boolean }): ChannelJson {
  return {
    id: row.id,
    kind: row.kind,
    provider: row.provider,
    name: row.name,
    status: row.status,
    externalId: row.externalId,
    wabaId: row.wabaId,
    displayName: row.displayName,
    rateLimitPerSecond: row.rateLimitPerSecond,
    lastError: lastErrorOf(row),
    webhookUrl: webhookUrlOf(row.id),
    verifyToken: canManage ? row.verifyToken : null,
    secretsHint: secretsHintOf(row),
    isDefaultSandbox: row.systemKey === SANDBOX_SYSTEM_KEY,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
