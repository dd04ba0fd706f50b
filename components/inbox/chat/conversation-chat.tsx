"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef } from "react";
import { requestErrorText } from "@/components/form/field-messages";
import { useSender, useThread } from "@/components/inbox/chat/chat-data";
import { ChatHeader, type Viewer } from "@/components/inbox/chat/chat-header";
import { Composer } from "@/components/inbox/chat/composer";
import { MessageThread } from "@/components/inbox/chat/message-thread";
import { useLiveEvent } from "@/components/query/live-events";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/api-client";
import { CONVERSATION_LIST_KEY, conversationDetailKey } from "@/lib/client/events/live-query-keys";
import type { ConversationDetail } from "@/lib/inbox/types";
import { useApiQuery } from "@/lib/query/use-api-query";

// The inbox's centre column (issue 18): the open conversation's header, its thread and the reply
// box. Everything stays live through the event stream: message.created / message.updated /
// conversation.updated make the conversation's queries stale (live-query-keys.ts), so new messages,
// ticks, assignment and status arrive without a reload. Opening it marks it read for the team (and
// again when a customer's message arrives while it is open), unless the user just marked it unread.

const ME_KEY = ["auth", "me"] as const;

type ChatProps = {
  conversationId: string;
  /** Back to the list (a button below lg, where the chat covers the screen). */
  onBack?: () => void;
  /** Opens the customer panel's drawer; undefined where the panel is a column of its own. */
  onOpenCustomer?: () => void;
};

export function ConversationChat(props: ChatProps) {
  // A fresh chat per conversation: its scroll position, pending bubbles and dialogs are its own.
  return <Chat key={props.conversationId} {...props} />;
}

function Chat({ conversationId, onBack, onOpenCustomer }: ChatProps) {
  const t = useTranslations("inboxChat");
  const queryClient = useQueryClient();
  const detail = useApiQuery<ConversationDetail>(
    conversationDetailKey(conversationId),
    `/conversations/${encodeURIComponent(conversationId)}`,
  );
  const me = useApiQuery<{ user: Viewer }>(ME_KEY, "/auth/me", { staleTime: 5 * 60_000 });
  const thread = useThread(conversationId);
  const sender = useSender(conversationId, t("sendFailed"));
  const readSuppressed = useRef(false);
  const unread = detail.data?.conversation.unreadCount ?? 0;

  const markRead = useCallback(async () => {
    try {
      await api(`/conversations/${encodeURIComponent(conversationId)}/read`, { method: "POST" });
      queryClient.setQueriesData<ConversationDetail>({ queryKey: conversationDetailKey(conversationId) }, (current) =>
        current && "conversation" in current
          ? { ...current, conversation: { ...current.conversation, unreadCount: 0 } }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: CONVERSATION_LIST_KEY });
    } catch {
      // Reading is a courtesy to the team: the next open tries again.
    }
  }, [conversationId, queryClient]);

  // A write the screen owes the server when a conversation with unread messages is on screen
  // (not a fetch of data to show: those go through the query layer).
  useEffect(() => {
    if (unread > 0 && !readSuppressed.current) void markRead();
  }, [unread, markRead]);

  useLiveEvent("message.created", (event) => {
    if (event.data.conversationId === conversationId) readSuppressed.current = false;
  });

  if (detail.isPending) {
    return (
      <div className="flex h-full min-h-0 flex-col" aria-busy="true" aria-label={t("loading")}>
        <div className="flex h-14 items-center gap-3 border-b px-4">
          <Skeleton className="size-9 rounded-full" />
          <Skeleton className="h-4 w-40" />
        </div>
        <div className="flex-1" />
      </div>
    );
  }
  if (detail.error || !detail.data) {
    return (
      <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center" role="alert">
        <p className="text-sm text-muted-foreground">{requestErrorText(detail.error, t("loadError"))}</p>
        <div className="flex gap-2">
          {onBack && (
            <Button type="button" variant="outline" size="sm" className="lg:hidden" onClick={onBack}>
              {t("header.back")}
            </Button>
          )}
          <Button type="button" variant="outline" size="sm" onClick={() => void detail.refetch()}>
            {t("tryAgain")}
          </Button>
        </div>
      </div>
    );
  }

  const conversation = detail.data.conversation;
  return (
    <div className="flex h-full min-h-0 flex-col bg-background" data-testid="conversation-chat">
      <ChatHeader
        conversation={conversation}
        viewer={me.data?.user ?? null}
        onBack={onBack}
        onOpenCustomer={onOpenCustomer}
        onMarkedUnread={() => {
          readSuppressed.current = true;
        }}
      />
      <MessageThread
        conversationId={conversationId}
        thread={thread}
        pending={sender.pending}
        onRetryPending={sender.retry}
      />
      <Composer conversation={conversation} onSend={sender.send} />
    </div>
  );
}
