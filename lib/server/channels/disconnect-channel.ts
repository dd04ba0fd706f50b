import "server-only";
import type { ChannelJson } from "@/lib/channels/types";
import { channelSelect, toChannelJson } from "@/lib/server/channels/channel-json";
import { getChannelOrThrow } from "@/lib/server/channels/get-channel-or-throw";
import { db } from "@/lib/server/db";

// DELETE /channels/{id} (api.md: "disconnect"): the channel stops — its secrets are wiped, its
// webhooks answer 404 — but the row stays, so the conversations and history that name it keep
// their channel. Editing it with new credentials connects it again. Disconnecting twice is fine.
export async function disconnectChannel({ companyId, id }: { companyId: string; id: string }): Promise<ChannelJson> {
  const current = await getChannelOrThrow({ companyId, id });
  const row = await db.channel.update({
    where: { id: current.id, companyId },
    data: {
      status: "disconnected",
      accessTokenEnc: null,
      accessTokenHint: null,
      appSecretEnc: null,
      appSecretHint: null,
    },
    select: channelSelect,
  });
  return toChannelJson(row, { canManage: true });
}
