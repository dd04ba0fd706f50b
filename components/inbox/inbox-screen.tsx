"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { ConversationChat } from "@/components/inbox/chat/conversation-chat";
import { ConversationList } from "@/components/inbox/list/conversation-list";
import { ListHeader } from "@/components/inbox/list/list-header";
import { useConversationList } from "@/components/inbox/list/use-conversation-list";
import { CustomerPanel } from "@/components/inbox/panel/customer-panel";
import { useDesktop, useWide } from "@/components/inbox/use-desktop";
import { queryTableStatus } from "@/components/data-table/states";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { CONVERSATION_LIST_KEY } from "@/lib/client/events/live-query-keys";
import { conversationListParams, defaultInboxState, inboxUrlSchema, type InboxUrlState } from "@/lib/inbox/list-url";
import type { ConversationPage } from "@/lib/inbox/types";
import { useApiMutation } from "@/lib/query/use-api-mutation";
import { readUrlState, withQuery, writeUrlState } from "@/lib/query/url-state";
import { useUrlState } from "@/lib/query/use-url-state";
import { cn } from "@/lib/utils";

/** Whether a key press is typed into a field (where `e` is a letter, not a shortcut). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/**
 * The inbox (spec 01 §2 Messages screen): the conversation list on the left, the chat in the
 * centre, the customer panel on the right (a drawer below xl). On a phone the list fills the
 * screen and an open conversation covers it, with a back button. `?c=` names the open one.
 */
export function InboxScreen({ initialPage }: { initialPage: ConversationPage }) {
  const t = useTranslations("inboxScreen");
  const [state, setUrlState] = useUrlState(inboxUrlSchema);
  const desktop = useDesktop();
  const wide = useWide();
  const [panelOpen, setPanelOpen] = useState(false);
  const params = useMemo(() => conversationListParams(state), [state]);
  const { query, conversations, counts, countsExact } = useConversationList(params, initialPage);

  const setState = useCallback((change: Partial<InboxUrlState>) => setUrlState(change), [setUrlState]);
  // On a phone, opening a conversation is a step of its own in the history: the phone's back
  // gesture (and the chat's back button) return to the list.
  const pushedOpen = useRef(false);
  const select = useCallback(
    (id: string) => {
      if (desktop) return setState({ c: id });
      const current = readUrlState(inboxUrlSchema, new URLSearchParams(window.location.search));
      const url = withQuery(window.location.pathname, writeUrlState(inboxUrlSchema, { ...current, c: id }));
      window.history.pushState(null, "", url);
      pushedOpen.current = true;
    },
    [desktop, setState],
  );
  const back = useCallback(() => {
    if (pushedOpen.current) {
      pushedOpen.current = false;
      window.history.back();
    } else {
      setState({ c: "" });
    }
  }, [setState]);
  const selectedId = state.c || null;
  const openFromPanel = useCallback(
    (id: string) => {
      setPanelOpen(false);
      select(id);
    },
    [select],
  );

  // On a desktop the first conversation opens when none is named.
  const firstId = conversations[0]?.id;
  useEffect(() => {
    if (desktop && !state.c && firstId) setState({ c: firstId });
  }, [desktop, state.c, firstId, setState]);

  const resolve = useApiMutation({
    request: (id: string) => ({ path: `/conversations/${id}`, method: "PATCH", body: { status: "resolved" } }),
    invalidates: [CONVERSATION_LIST_KEY],
    onSuccess: () => toast.success(t("resolved")),
  });
  const { mutate: resolveConversation } = resolve;

  // `e` resolves the open conversation (outside a text field, without modifiers).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "e" || event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      if (isTyping(event.target) || !selectedId) return;
      // Not while a menu, a list of choices or a dialog has the keys.
      if (event.target instanceof Element && event.target.closest("[role=menu],[role=listbox],[role=dialog]")) return;
      if (document.querySelector("[role=dialog]")) return;
      event.preventDefault();
      resolveConversation(selectedId);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [selectedId, resolveConversation]);

  const isFiltered = Boolean(state.search.trim() || state.channel || state.assignee || state.status);
  const status = queryTableStatus(query);
  const loadMore = useCallback(() => void query.fetchNextPage(), [query]);

  return (
    <div className="flex min-h-0 flex-col lg:h-[calc(100dvh-3.5rem)] lg:flex-row">
      <h1 className="sr-only">{t("title")}</h1>
      <div
        className={cn(
          "flex min-h-0 w-full shrink-0 flex-col border-r bg-background lg:w-80 xl:w-96",
          selectedId && !desktop && "hidden lg:flex",
        )}
      >
        <ListHeader state={state} onChange={setState} counts={counts} countsExact={countsExact} />
        <div className="min-h-0 flex-1 lg:overflow-y-auto">
          <ConversationList
            conversations={conversations}
            selectedId={selectedId}
            onSelect={select}
            status={status}
            error={query.error}
            onRetry={() => void query.refetch()}
            isFiltered={isFiltered}
            onResetFilters={() => setState({ ...defaultInboxState, c: state.c })}
            hasMore={query.hasNextPage}
            isFetchingMore={query.isFetchingNextPage}
            moreError={query.isFetchNextPageError ? query.error : null}
            onLoadMore={loadMore}
          />
        </div>
      </div>
      {selectedId ? (
        <>
          <section
            aria-label={t("chatLabel")}
            className="fixed inset-0 z-40 flex min-w-0 flex-1 flex-col bg-background lg:static lg:z-auto"
          >
            <ConversationChat
              key={selectedId}
              conversationId={selectedId}
              onBack={back}
              onOpenCustomer={wide ? undefined : () => setPanelOpen(true)}
            />
          </section>
          {wide ? (
            <aside aria-label={t("panelLabel")} className="w-80 shrink-0 overflow-y-auto border-l 2xl:w-96">
              <CustomerPanel conversationId={selectedId} onOpenConversation={openFromPanel} />
            </aside>
          ) : (
            <Sheet open={panelOpen} onOpenChange={setPanelOpen}>
              <SheetContent side="right" className="w-full gap-0 overflow-y-auto p-0 sm:max-w-md">
                <SheetTitle className="sr-only">{t("panelLabel")}</SheetTitle>
                <SheetDescription className="sr-only">{t("panelDescription")}</SheetDescription>
                <CustomerPanel conversationId={selectedId} onOpenConversation={openFromPanel} />
              </SheetContent>
            </Sheet>
          )}
        </>
      ) : (
        <div className="hidden flex-1 items-center justify-center p-6 text-center text-sm text-muted-foreground lg:flex">
          {status === "ready" && conversations.length === 0 ? t("nothingOpen") : null}
        </div>
      )}
    </div>
  );
}
