import "server-only";
import { SANDBOX_CHANNEL_DEFAULTS } from "@/lib/channels/sandbox";
import type { ChannelJson } from "@/lib/channels/types";
import { DEFAULT_RATE_LIMIT, META_FIELDS, type CreateChannel } from "@/lib/validation/channels";
import { channelAlreadyConnected } from "@/lib/server/channels/channel-conflict";
import { channelSelect, toChannelJson } from "@/lib/server/channels/channel-json";
import { newSandboxExternalId, newVerifyToken, sealedSecret } from "@/lib/server/channels/channel-secrets";
import { withUniqueConflict } from "@/lib/server/customers/unique-conflicts";
import { db } from "@/lib/server/db";

// POST /channels (api.md): stores the channel without calling Meta — "Test connection" is separate.
// A Meta channel's secrets are encrypted here; a sandbox channel has none to store.

function providerData(input: CreateChannel) {
  if (input.provider === "sandbox") {
    return { externalId: newSandboxExternalId(), displayName: SANDBOX_CHANNEL_DEFAULTS.displayName };
  }
  const token = sealedSecret(input.accessToken!);
  const secret = sealedSecret(input.appSecret!);
  return {
    externalId: input[META_FIELDS[input.kind][0]]!,
    wabaId: input.kind === "whatsapp" ? (input.wabaId ?? null) : null,
    accessTokenEnc: token.enc,
    accessTokenHint: token.hint,
    appSecretEnc: secret.enc,
    appSecretHint: secret.hint,
  };
}

export async function createChannel({
  companyId,
  input,
}: {
  companyId: string;
  input: CreateChannel;
}): Promise<ChannelJson> {
  const row = await withUniqueConflict(
    () =>
      db.channel.create({
        data: {
          companyId,
          kind: input.kind,
          provider: input.provider,
          name: input.name,
          rateLimitPerSecond: input.rateLimitPerSecond ?? DEFAULT_RATE_LIMIT,
          verifyToken: newVerifyToken(),
          ...providerData(input),
        },
        select: channelSelect,
      }),
    () => channelAlreadyConnected(input.kind),
  );
  return toChannelJson(row, { canManage: true });
}
