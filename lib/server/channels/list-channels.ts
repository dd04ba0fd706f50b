import "server-only";
import { SANDBOX_SYSTEM_KEY } from "@/lib/channels/sandbox";
import type { ChannelJson } from "@/lib/channels/types";
import { channelSelect, toChannelJson } from "@/lib/server/channels/channel-json";
import { ensureDefaultSandbox } from "@/lib/server/channels/default-sandbox";
import { db } from "@/lib/server/db";

// The default sandbox channel first, then the rest as they were connected.
const readChannels = (companyId: string) =>
  db.channel.findMany({
    where: { companyId },
    orderBy: [{ systemKey: { sort: "asc", nulls: "last" } }, { createdAt: "asc" }, { id: "asc" }],
    select: channelSelect,
  });

/** The company's channels, its default sandbox first; its sandbox channel is made here if it never had one. */
export async function listChannels({
  companyId,
  canManage,
}: {
  companyId: string;
  canManage: boolean;
}): Promise<ChannelJson[]> {
  let rows = await readChannels(companyId);
  if (!rows.some((row) => row.systemKey === SANDBOX_SYSTEM_KEY)) {
    await ensureDefaultSandbox(companyId);
    rows = await readChannels(companyId);
  }
  return rows.map((row) => toChannelJson(row, { canManage }));
}
