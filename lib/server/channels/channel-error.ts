import "server-only";
import type { ProviderError } from "@/lib/server/channels/providers/errors";

// What a channel keeps of the provider failure that put it in "error" (shown on the channels
// screen): one shape for the manual test and for a send that failed at the channel level.
export function channelErrorData(error: ProviderError) {
  return {
    status: "error" as const,
    lastErrorMessage: error.summary.slice(0, 500),
    lastErrorAt: new Date(),
    lastErrorReason: error.reasonKey,
    lastErrorValues: error.values,
  };
}
