import "server-only";
import { channelSelect } from "@/lib/server/channels/channel-json";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";

export const channelNotFound = () => new AppError("NOT_FOUND", { messageKey: "channels.api.notFound" });

/** One of the company's channels; another company's id (or none) is a 404, never a 403. */
export async function getChannelOrThrow({ companyId, id }: { companyId: string; id: string }) {
  const channel = await db.channel.findFirst({ where: { id, companyId }, select: channelSelect });
  if (!channel) throw channelNotFound();
  return channel;
}
