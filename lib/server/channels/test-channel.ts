import "server-only";
import type { ChannelTestResult } from "@/lib/channels/types";
import { channelContext, channelContextSelect } from "@/lib/server/channels/channel-context";
import { channelSelect, toChannelJson } from "@/lib/server/channels/channel-json";
import { channelNotFound } from "@/lib/server/channels/get-channel-or-throw";
import { isProviderError } from "@/lib/server/channels/providers/errors";
import { providerFor } from "@/lib/server/channels/providers";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import type { Translate } from "@/lib/server/i18n";
import { logger } from "@/lib/server/logger";
import { channelErrorData } from "@/lib/server/channels/channel-error";

// POST /channels/{id}/test (api.md): asks the provider who the channel is. Success names the number
// or page (kept as displayName) and clears an error state; a failure puts the channel in error with
// Meta's words (or "unreachable") as its last error, and answers them translated in `detail`.

export async function testChannel({
  companyId,
  id,
  t,
}: {
  companyId: string;
  id: string;
  t: Translate;
}): Promise<ChannelTestResult> {
  const current = await db.channel.findFirst({
    where: { id, companyId },
    select: { ...channelContextSelect, status: true },
  });
  if (!current) throw channelNotFound();
  const context = current.status === "disconnected" ? null : channelContext(current);
  if (!context) throw new AppError("CONFLICT", { messageKey: "channels.api.testDisconnected" });
  const where = { id: current.id, companyId };
  try {
    const identity = await providerFor(current.provider, context).identity.whoAmI();
    const row = await db.channel.update({
      where,
      data: { displayName: identity.displayName.slice(0, 200), status: "connected" },
      select: channelSelect,
    });
    return {
      ok: true,
      detail: t("channels.api.testOk", { detail: identity.detail }),
      channel: toChannelJson(row, { canManage: true }),
    };
  } catch (error) {
    if (!isProviderError(error)) throw error;
    logger.info(
      { channelId: current.id, kind: error.kind, code: error.code, reason: error.reasonKey },
      "channel test failed",
    );
    const row = await db.channel.update({
      where,
      data: channelErrorData(error),
      select: channelSelect,
    });
    return {
      ok: false,
      detail: t(`channels.providerErrors.${error.reasonKey}`, error.values),
      channel: toChannelJson(row, { canManage: true }),
    };
  }
}
