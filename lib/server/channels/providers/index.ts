import "server-only";
import type { ChannelProviderName } from "@/lib/channels/types";
import { metaProvider } from "@/lib/server/channels/providers/meta/meta-provider";
import { sandboxProvider } from "@/lib/server/channels/providers/sandbox/sandbox-provider";
import type { ChannelContext, Provider } from "@/lib/server/channels/providers/types";

/** The provider that carries this channel: the one place that knows which implementation runs. */
export function providerFor(provider: ChannelProviderName, channel: ChannelContext): Provider {
  return provider === "sandbox" ? sandboxProvider(channel) : metaProvider(channel);
}
