"use client";

import { Inbox, Pin, SearchX } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { DataTableError } from "@/components/data-table/states";
import { requestErrorText } from "@/components/form/field-messages";
import { ConversationRow } from "@/components/inbox/list/conversation-row";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { ConversationJson } from "@/lib/inbox/types";

/** Rows the list shows while its first page loads. */
function ListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col">
      {Array.from({ length: 8 }, (_, index) => (
        <div key={index} className="flex items-center gap-3 px-3 py-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-3.5 w-2/5" />
            <Skeleton className="h-3 w-4/5" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * Moves the selection with the arrow keys, Home and End (the row gets the focus and opens). The
 * rows are one stop in the Tab order (the selected one): Tab leaves the list for the chat instead
 * of walking through every loaded conversation.
 */
function moveWithArrows(event: KeyboardEvent<HTMLElement>, onSelect: (id: string) => void) {
  if (!["ArrowDown", "ArrowUp", "Home", "End"].includes(event.key)) return;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  // Only between the rows themselves (the load-more Retry keeps its keys).
  if (!(event.target instanceof HTMLElement) || !event.target.dataset.conversationId) return;
  const rows = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button[data-conversation-id]")];
  if (rows.length === 0) return;
  event.preventDefault();
  const current = rows.findIndex((row) => row === document.activeElement);
  const selected = rows.findIndex((row) => row.getAttribute("aria-current") === "true");
  const from = current >= 0 ? current : selected;
  const step = event.key === "ArrowDown" ? 1 : -1;
  const next =
    event.key === "Home"
      ? 0
      : event.key === "End"
        ? rows.length - 1
        : from < 0
          ? 0
          : Math.min(rows.length - 1, Math.max(0, from + step));
  const row = rows[next]!;
  row.focus();
  row.scrollIntoView({ block: "nearest" });
  onSelect(row.dataset.conversationId!);
}

/**
 * The conversations: the caller's pinned ones in their own section on top, then the rest, newest
 * first; more load as the end comes into view. Up and down move between them.
 */
export function ConversationList({
  conversations,
  selectedId,
  onSelect,
  status,
  error,
  onRetry,
  isFiltered,
  onResetFilters,
  hasMore,
  isFetchingMore,
  moreError,
  onLoadMore,
}: {
  conversations: ConversationJson[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  status: "loading" | "error" | "ready";
  error: unknown;
  onRetry: () => void;
  isFiltered: boolean;
  onResetFilters: () => void;
  hasMore: boolean;
  isFetchingMore: boolean;
  moreError: unknown;
  onLoadMore: () => void;
}) {
  const t = useTranslations("inboxScreen.list");
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoad = hasMore && !isFetchingMore && !moreError;

  // The end of the list in view (in its column, or the page on a phone): the next page.
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !canLoad) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [canLoad, onLoadMore]);

  if (status === "loading") return <ListSkeleton label={t("loading")} />;
  if (status === "error") {
    return <DataTableError className="m-3 py-10" message={requestErrorText(error, t("error"))} onRetry={onRetry} />;
  }
  if (conversations.length === 0) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 px-6 py-16 text-center">
        {isFiltered ? (
          <SearchX className="size-8 text-muted-foreground" aria-hidden />
        ) : (
          <Inbox className="size-8 text-muted-foreground" aria-hidden />
        )}
        <p className="font-medium">{isFiltered ? t("noMatches") : t("empty")}</p>
        <p className="max-w-xs text-sm text-muted-foreground">{isFiltered ? t("noMatchesText") : t("emptyText")}</p>
        {isFiltered && (
          <Button variant="outline" size="sm" onClick={onResetFilters}>
            {t("resetFilters")}
          </Button>
        )}
      </div>
    );
  }

  const tabbableId = conversations.some((conversation) => conversation.id === selectedId)
    ? selectedId
    : conversations[0]!.id;
  const pinned = conversations.filter((conversation) => conversation.pinned);
  const others = conversations.filter((conversation) => !conversation.pinned);
  const rows = (items: ConversationJson[]) => (
    <ul className="divide-y">
      {items.map((conversation) => (
        <li key={conversation.id}>
          <ConversationRow
            conversation={conversation}
            selected={conversation.id === selectedId}
            onSelect={onSelect}
            tabbable={conversation.id === tabbableId}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <nav aria-label={t("label")} onKeyDown={(event) => moveWithArrows(event, onSelect)}>
      {pinned.length > 0 && (
        <section aria-labelledby="inbox-pinned">
          <h2
            id="inbox-pinned"
            className="flex items-center gap-1.5 bg-muted/50 px-3 py-1.5 text-xs font-medium text-muted-foreground"
          >
            <Pin className="size-3.5" aria-hidden />
            {t("pinned")}
          </h2>
          {rows(pinned)}
        </section>
      )}
      {others.length > 0 && (
        <section aria-labelledby={pinned.length > 0 ? "inbox-others" : undefined}>
          {pinned.length > 0 && (
            <h2 id="inbox-others" className="bg-muted/50 px-3 py-1.5 text-xs font-medium text-muted-foreground">
              {t("others")}
            </h2>
          )}
          {rows(others)}
        </section>
      )}
      <div ref={sentinel} className="px-3 py-3 text-center text-sm text-muted-foreground">
        {isFetchingMore && <span role="status">{t("loadingMore")}</span>}
        {Boolean(moreError) && !isFetchingMore && (
          <span role="alert" className="flex flex-col items-center gap-2">
            {requestErrorText(moreError, t("error"))}
            <Button variant="outline" size="sm" onClick={onLoadMore}>
              {t("retry")}
            </Button>
          </span>
        )}
      </div>
    </nav>
  );
}
