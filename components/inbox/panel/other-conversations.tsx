"use client";

import { useTranslations } from "next-intl";
import { PreviewText } from "@/components/inbox/list/conversation-row";
import { PanelSection } from "@/components/inbox/panel/section-states";
import { RelativeTime } from "@/components/format/relative-time";
import { ChannelKindIcon } from "@/components/settings/channels/channel-badges";
import { CONVERSATION_LIST_KEY } from "@/lib/client/events/live-query-keys";
import type { ConversationPage } from "@/lib/inbox/types";
import { useApiQuery } from "@/lib/query/use-api-query";

/** The customer's other conversations (other channels, ones the caller may see): each opens. */
export function OtherConversations({
  customerId,
  conversationId,
  onOpen,
}: {
  customerId: string;
  conversationId: string;
  onOpen: (id: string) => void;
}) {
  const t = useTranslations("inboxScreen.panel");
  const list = useTranslations("inboxScreen.list");
  const query = useApiQuery<ConversationPage>(CONVERSATION_LIST_KEY, `/conversations?customer=${customerId}&limit=20`);
  const others = (query.data?.conversations ?? []).filter((conversation) => conversation.id !== conversationId);
  if (others.length === 0) return null;
  return (
    <PanelSection id="panel-others" title={t("otherConversations")}>
      <ul className="flex flex-col divide-y rounded-lg border">
        {others.map((conversation) => (
          <li key={conversation.id}>
            <button
              type="button"
              onClick={() => onOpen(conversation.id)}
              className="flex w-full items-center gap-2 px-3 py-2 text-left outline-none hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <ChannelKindIcon kind={conversation.channel.kind} className="size-7 [&>svg]:size-4" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium">{conversation.channel.name}</span>
                <span className="block truncate text-xs text-muted-foreground">
                  {conversation.lastMessage ? (
                    <PreviewText preview={conversation.lastMessage.preview} />
                  ) : (
                    list("noMessages")
                  )}
                </span>
              </span>
              <span className="flex shrink-0 flex-col items-end text-xs text-muted-foreground">
                {conversation.lastMessage && <RelativeTime value={conversation.lastMessage.at} />}
                <span>{list(`filters.statuses.${conversation.status}`)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </PanelSection>
  );
}
