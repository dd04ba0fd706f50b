import "server-only";
import { channelContext, channelContextSelect } from "@/lib/server/channels/channel-context";
import { isProviderError, type ProviderError } from "@/lib/server/channels/providers/errors";
import { providerFor } from "@/lib/server/channels/providers";
import type { Provider } from "@/lib/server/channels/providers/types";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { providerRefused } from "@/lib/server/templates/template-errors";

/** The provider of a template's channel, or null when the channel is disconnected (no secrets). */
export async function templateProvider(channelId: string): Promise<Provider | null> {
  const channel = await db.channel.findUnique({
    where: { id: channelId },
    select: { ...channelContextSelect, status: true },
  });
  const context = channel && channel.status !== "disconnected" ? channelContext(channel) : null;
  return channel && context ? providerFor(channel.provider, context) : null;
}

/** A provider failure as the API answers it: a refusal in Meta's words, or "try again later". */
export function providerFailure(error: unknown): AppError {
  if (!isProviderError(error))
    return error instanceof AppError ? error : new AppError("INTERNAL_ERROR", { cause: error });
  const failure = error as ProviderError;
  if (failure.kind === "permanent") return providerRefused(failure.summary);
  return new AppError("SERVICE_UNAVAILABLE", { retryAfter: failure.retryAfterSeconds ?? 5, cause: error });
}
