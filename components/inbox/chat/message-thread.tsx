"use client";

import { useQueryClient } from "@tanstack/react-query";
import { ArrowDown, Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Fragment, useCallback, useLayoutEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { requestErrorText } from "@/components/form/field-messages";
import { useFormatter } from "@/components/format/formatter-provider";
import { useNow } from "@/components/format/now-provider";
import {
  messagesKey,
  upsertMessage,
  type PendingMessage,
  type ThreadPages,
  type useThread,
} from "@/components/inbox/chat/chat-data";
import { ImageViewer } from "@/components/inbox/chat/image-viewer";
import { FailureNote, MessageBubble, SystemLine } from "@/components/inbox/chat/message-bubble";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/api-client";
import type { MediaFile } from "@/lib/media/types";
import type { MessageJson } from "@/lib/messages/types";

// The conversation's messages, oldest at the top, with a line for each day. It opens at the bottom;
// scrolling near the top reads the page before, and the messages on screen stay where they were
// (the first visible one is the anchor: its distance from the top is put back after the older
// ones are drawn above it). A new message scrolls into view only when the reader was already at
// the bottom (or sent it); otherwise a "new messages" button appears.

/** How close to an end (px) counts as "at" it. */
const EDGE_PX = 160;
const DAY_MS = 86_400_000;

type Anchor = { id: string; offset: number };

export function MessageThread({
  conversationId,
  thread,
  pending,
  onRetryPending,
}: {
  conversationId: string;
  thread: ReturnType<typeof useThread>;
  pending: PendingMessage[];
  onRetryPending: (item: PendingMessage) => void;
}) {
  const t = useTranslations("inboxChat");
  const format = useFormatter();
  const now = useNow();
  const queryClient = useQueryClient();
  const scroller = useRef<HTMLDivElement>(null);
  const anchor = useRef<Anchor | null>(null);
  const wasAtBottom = useRef(true);
  /** Where the thread last put its own scroll position: the scroll event that echoes it is not the reader's. */
  const ownScrollTop = useRef<number | null>(null);
  const lastSeen = useRef<{ newest: string | null; count: number }>({ newest: null, count: 0 });
  const [hasUnseen, setHasUnseen] = useState(false);
  const [viewer, setViewer] = useState<{ files: MediaFile[]; index: number } | null>(null);
  const [retrying, setRetrying] = useState<ReadonlySet<string>>(new Set());
  const { messages, hasNextPage, isFetchingNextPage, fetchNextPage } = thread;

  const newestKey = pending.at(-1)?.key ?? messages.at(-1)?.id ?? null;
  const itemCount = messages.length + pending.length;

  /** The first message at least partly on screen, and how far below the top it starts. */
  const measure = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    wasAtBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX;
    if (wasAtBottom.current) setHasUnseen(false);
    const items = element.querySelectorAll<HTMLElement>("[data-message-id]");
    for (const item of items) {
      if (item.offsetTop + item.offsetHeight > element.scrollTop) {
        anchor.current = { id: item.dataset.messageId!, offset: item.offsetTop - element.scrollTop };
        return;
      }
    }
    anchor.current = null;
  }, []);

  /**
   * Scrolls the thread itself. Its scroll event comes a frame later, when content that grew
   * meanwhile (an image, a template) may already have moved the bottom: read then, it would say the
   * reader left the bottom. So that event is recognised and ignored.
   */
  const scrollThreadTo = useCallback((element: HTMLElement, top: number) => {
    const before = element.scrollTop;
    element.scrollTop = top;
    // No move, no event to expect.
    if (element.scrollTop !== before) ownScrollTop.current = element.scrollTop;
  }, []);

  // After each change of the list: stick to the bottom, or put the anchor back where it was.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const previous = lastSeen.current;
    const isNew = newestKey !== previous.newest;
    const ownSend = isNew && pending.some((item) => item.key === newestKey);
    if (previous.newest === null || (isNew && (wasAtBottom.current || ownSend))) {
      scrollThreadTo(element, element.scrollHeight);
    } else if (anchor.current) {
      const item = element.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(anchor.current.id)}"]`);
      if (item) scrollThreadTo(element, item.offsetTop - anchor.current.offset);
      if (isNew) setHasUnseen(true);
    }
    lastSeen.current = { newest: newestKey, count: itemCount };
    measure();
  }, [newestKey, itemCount, pending, measure, scrollThreadTo]);

  // Content that grows after it is drawn (a template's bubble once loaded, a thumbnail) keeps the
  // same rule: the bottom stays the bottom, else the anchor stays put.
  const list = useRef<HTMLOListElement>(null);
  useLayoutEffect(() => {
    const element = scroller.current;
    const content = list.current;
    if (!element || !content || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (wasAtBottom.current) scrollThreadTo(element, element.scrollHeight);
      else if (anchor.current) {
        const item = element.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(anchor.current.id)}"]`);
        if (item) scrollThreadTo(element, item.offsetTop - anchor.current.offset);
      }
    });
    observer.observe(content);
    // The column itself may get its height only after the first drawing (the screen's layout).
    observer.observe(element);
    return () => observer.disconnect();
  }, [thread.isPending, scrollThreadTo]);

  const onScroll = () => {
    const element = scroller.current;
    if (element && ownScrollTop.current !== null && Math.abs(element.scrollTop - ownScrollTop.current) < 1) {
      // The echo of the thread's own scroll, not the reader's.
      ownScrollTop.current = null;
      return;
    }
    ownScrollTop.current = null;
    measure();
    if (element && element.scrollTop < EDGE_PX && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };

  const retry = async (message: MessageJson) => {
    setRetrying((current) => new Set(current).add(message.id));
    try {
      const { data } = await api<{ message: MessageJson }>(`/messages/${encodeURIComponent(message.id)}/retry`, {
        method: "POST",
      });
      queryClient.setQueryData<ThreadPages>(messagesKey(conversationId), (current) =>
        upsertMessage(current, data.message),
      );
    } catch (error) {
      toast.error(requestErrorText(error, t("retryFailed")));
      // Refused (retried elsewhere meanwhile…): show it as it is now.
      void thread.readMessage(message.id);
    } finally {
      setRetrying((current) => {
        const next = new Set(current);
        next.delete(message.id);
        return next;
      });
    }
  };

  const dayLabel = (iso: string) => {
    const day = format.longDate(iso);
    if (day === format.longDate(now)) return t("today");
    if (day === format.longDate(now - DAY_MS)) return t("yesterday");
    return day;
  };
  const openImages = (files: MediaFile[], index: number) => setViewer({ files, index });
  const latestInbound = messages.findLast((message) => message.direction === "in");

  const separator = (iso: string) => (
    <li className="flex items-center gap-3 px-4 py-2" data-testid="day-separator">
      <span className="h-px flex-1 bg-border" aria-hidden />
      <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
        {dayLabel(iso)}
      </span>
      <span className="h-px flex-1 bg-border" aria-hidden />
    </li>
  );
  // Which items open a new day (a line above them), in the reader's time zone.
  const startsDay = new Set<string>();
  let lastDay: string | null = null;
  for (const [key, at] of [
    ...messages.map((message) => [message.id, message.createdAt] as const),
    ...pending.map((item) => [item.key, item.createdAt] as const),
  ]) {
    const day = format.longDate(at);
    if (day !== lastDay) startsDay.add(key);
    lastDay = day;
  }

  if (thread.isPending) {
    return (
      <div className="flex flex-1 flex-col justify-end gap-3 p-4" aria-busy="true" aria-label={t("loading")}>
        <Skeleton className="h-10 w-2/3 rounded-2xl" />
        <Skeleton className="h-16 w-1/2 self-end rounded-2xl" />
        <Skeleton className="h-10 w-3/5 rounded-2xl" />
      </div>
    );
  }
  if (thread.error && messages.length === 0) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center" role="alert">
        <p className="text-sm text-muted-foreground">{requestErrorText(thread.error, t("loadError"))}</p>
        <Button type="button" variant="outline" size="sm" onClick={() => void thread.refetch()}>
          {t("tryAgain")}
        </Button>
      </div>
    );
  }

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <div
        ref={scroller}
        onScroll={onScroll}
        className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain py-3 outline-none [overflow-anchor:none] focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset"
        data-testid="message-thread"
        role="region"
        aria-label={t("threadLabel")}
        // Focusable, so the keyboard can scroll it (and read older messages) like any page.
        tabIndex={0}
      >
        {hasNextPage ? (
          <div className="flex justify-center py-2" aria-live="polite">
            {isFetchingNextPage ? (
              <span className="flex items-center gap-2 text-xs text-muted-foreground">
                <Loader2 className="size-3.5 animate-spin motion-reduce:animate-none" aria-hidden />
                {t("loadingOlder")}
              </span>
            ) : (
              <Button type="button" variant="ghost" size="sm" onClick={() => void fetchNextPage()}>
                {t("loadOlder")}
              </Button>
            )}
          </div>
        ) : messages.length > 0 ? (
          <p className="py-2 text-center text-xs text-muted-foreground">{t("start")}</p>
        ) : null}
        {itemCount === 0 && <p className="px-6 py-12 text-center text-sm text-muted-foreground">{t("empty")}</p>}
        <ol ref={list} className="flex flex-col gap-1">
          {messages.map((message) => (
            <Fragment key={message.id}>
              {startsDay.has(message.id) && separator(message.createdAt)}
              {message.type === "system" ? (
                <SystemLine message={message} />
              ) : (
                <MessageBubble
                  id={message.id}
                  message={message}
                  onOpenImages={openImages}
                  footer={
                    message.status === "failed" || message.status === "unknown" ? (
                      <FailureNote
                        status={message.status}
                        reason={message.error?.message ?? null}
                        onRetry={message.status === "failed" ? () => void retry(message) : undefined}
                        isRetrying={retrying.has(message.id)}
                      />
                    ) : null
                  }
                />
              )}
            </Fragment>
          ))}
          {pending.map((item) => (
            <Fragment key={item.key}>
              {startsDay.has(item.key) && separator(item.createdAt)}
              <MessageBubble
                id={item.key}
                message={{
                  direction: "out",
                  type: item.input.type === "media" ? mediaType(item.files) : item.input.type,
                  text: item.text,
                  media: item.files,
                  // A template's bubble is drawn from the template itself, as for a stored one.
                  template:
                    item.input.type === "template"
                      ? { id: item.input.templateId, name: "", variables: item.input.variables ?? {} }
                      : null,
                  createdAt: item.createdAt,
                  status: item.error ? "failed" : "queued",
                  sentBy: null,
                }}
                onOpenImages={openImages}
                footer={
                  item.error ? (
                    <FailureNote status="failed" reason={item.error} onRetry={() => onRetryPending(item)} />
                  ) : null
                }
              />
            </Fragment>
          ))}
        </ol>
      </div>
      {/* A customer's newest message, said once when it arrives (older pages loading say nothing). */}
      <p className="sr-only" aria-live="polite">
        {latestInbound ? t("latestInbound", { text: latestInbound.text ?? t(`kinds.${latestInbound.type}`) }) : ""}
      </p>
      {hasUnseen && (
        <Button
          type="button"
          size="sm"
          className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full shadow-md"
          onClick={() => {
            const element = scroller.current;
            if (element) element.scrollTop = element.scrollHeight;
            setHasUnseen(false);
          }}
        >
          <ArrowDown aria-hidden />
          {t("newMessages")}
        </Button>
      )}
      <ImageViewer
        files={viewer?.files ?? []}
        index={viewer?.index ?? null}
        onIndexChange={(index) => setViewer((current) => (current ? { ...current, index } : current))}
        onClose={() => setViewer(null)}
      />
    </div>
  );
}

function mediaType(files: MediaFile[]): MessageJson["type"] {
  const first = files[0]?.type;
  return first === "IMAGE" ? "image" : first === "VIDEO" ? "video" : first === "AUDIO" ? "audio" : "file";
}
