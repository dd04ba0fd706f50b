"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { api } from "@/lib/api-client";
import { CONVERSATION_LIST_KEY } from "@/lib/client/events/live-query-keys";
import type { ConversationPage } from "@/lib/inbox/types";
import { uniqueById } from "@/lib/query/unique-by-id";
import { withQuery } from "@/lib/query/url-state";

/**
 * The inbox list the URL asks for, page after page (keyset cursors). It lives under
 * CONVERSATION_LIST_KEY, so every `message.created` / `conversation.updated` event refetches it
 * (components/query/live-events.tsx); the server's first page stands for the first path only.
 */
export function useConversationList(params: URLSearchParams, initialPage: ConversationPage) {
  const path = withQuery("/conversations", params);
  const [initialPath] = useState(path);
  const query = useInfiniteQuery({
    queryKey: [...CONVERSATION_LIST_KEY, path],
    queryFn: async ({ pageParam, signal }) => {
      const pageParams = new URLSearchParams(params);
      if (pageParam) pageParams.set("cursor", pageParam);
      return (await api<ConversationPage>(withQuery("/conversations", pageParams), { signal })).data;
    },
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    initialData: path === initialPath ? { pages: [initialPage], pageParams: [""] } : undefined,
  });
  // A conversation that moved up between two pages' requests would show twice: the first wins.
  const conversations = useMemo(
    () => uniqueById((query.data?.pages ?? []).flatMap((page) => page.conversations)),
    [query.data],
  );
  const firstPage = query.data?.pages[0];
  return { query, conversations, counts: firstPage?.counts, countsExact: firstPage?.countsExact ?? true };
}
