import "server-only";
import type { Channel } from "@/lib/generated/prisma/client";
import { decryptChannelSecret, sandboxAppSecret } from "@/lib/server/channels/channel-secrets";
import type { ChannelContext } from "@/lib/server/channels/providers/types";

export type ChannelSecretsRow = Pick<
  Channel,
  "id" | "companyId" | "kind" | "provider" | "externalId" | "wabaId" | "accessTokenEnc" | "appSecretEnc"
>;

/** The columns channelContext reads. */
export const channelContextSelect = {
  id: true,
  companyId: true,
  kind: true,
  provider: true,
  externalId: true,
  wabaId: true,
  accessTokenEnc: true,
  appSecretEnc: true,
} as const;

/** The app secret that signs the channel's webhooks, or null when none is stored (disconnected). */
export function channelAppSecret(channel: Pick<ChannelSecretsRow, "id" | "provider" | "appSecretEnc">): string | null {
  if (channel.provider === "sandbox") return sandboxAppSecret(channel.id);
  return channel.appSecretEnc ? decryptChannelSecret(channel.appSecretEnc) : null;
}

/** What a provider needs for this channel, secrets decrypted; null when its secrets are gone. */
export function channelContext(channel: ChannelSecretsRow): ChannelContext | null {
  const appSecret = channelAppSecret(channel);
  const accessToken =
    channel.provider === "sandbox"
      ? "sandbox"
      : channel.accessTokenEnc
        ? decryptChannelSecret(channel.accessTokenEnc)
        : null;
  if (!appSecret || !accessToken) return null;
  return {
    channelId: channel.id,
    companyId: channel.companyId,
    kind: channel.kind,
    externalId: channel.externalId,
    wabaId: channel.wabaId,
    accessToken,
    appSecret,
  };
}
