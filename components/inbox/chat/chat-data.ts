"use client";

import { useInfiniteQuery, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { requestErrorText } from "@/components/form/field-messages";
import { api, newIdempotencyKey } from "@/lib/api-client";
import { conversationKey } from "@/lib/client/events/live-query-keys";
import type { MediaFile } from "@/lib/media/types";
import type { MessageJson, MessagePage } from "@/lib/messages/types";
import type { SendMessageInput } from "@/lib/validation/messages";

// The chat's data: the thread (pages of GET /conversations/{id}/messages, newest page first, kept
// under the conversation's key so the event stream's message.created / message.updated refetch it,
// lib/client/events/live-query-keys.ts), and sending with an optimistic bubble. A send keeps its
// Idempotency-Key for its retries, so pressing Retry after a lost answer never sends it twice.

export const messagesKey = (conversationId: string) => [...conversationKey(conversationId), "messages"] as const;

type Pages = InfiniteData<MessagePage, string | null>;

/** The thread, oldest first, with `fetchNextPage` reading older messages. */
export function useThread(conversationId: string) {
  const query = useInfiniteQuery<MessagePage, Error, Pages, readonly unknown[], string | null>({
    queryKey: messagesKey(conversationId),
    initialPageParam: null,
    getNextPageParam: (page) => page.nextCursor,
    queryFn: async ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (pageParam) params.set("before", pageParam);
      const path = `/conversations/${encodeURIComponent(conversationId)}/messages${params.size ? `?${params}` : ""}`;
      return (await api<MessagePage>(path, { signal })).data;
    },
  });
  return { ...query, messages: threadOf(query.data) };
}

/** Pages (newest first, each oldest first) as one list, oldest first, each message once. */
export function threadOf(data: Pages | undefined): MessageJson[] {
  if (!data) return [];
  const seen = new Set<string>();
  const messages: MessageJson[] = [];
  for (const page of [...data.pages].reverse()) {
    for (const message of page.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      messages.push(message);
    }
  }
  return messages;
}

/** A message on its way: shown at once, replaced by the server's when it answers. */
export type PendingMessage = {
  key: string;
  input: SendMessageInput;
  /** What the bubble shows meanwhile: the text, a template's rendered body, the files. */
  text: string | null;
  files: MediaFile[];
  createdAt: string;
  /** Set when the request failed (no message was stored, or we could not tell): the reason. */
  error: string | null;
};

export type SendOptions = { text: string | null; files?: MediaFile[] };

/** Sends through POST /conversations/{id}/messages with an optimistic bubble and Retry. */
export function useSender(conversationId: string, fallbackError: string) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingMessage[]>([]);

  const post = useCallback(
    async (item: PendingMessage) => {
      setPending((current) => [...current.filter((other) => other.key !== item.key), { ...item, error: null }]);
      try {
        const { data } = await api<{ message: MessageJson }>(
          `/conversations/${encodeURIComponent(conversationId)}/messages`,
          { body: item.input, idempotencyKey: item.key },
        );
        queryClient.setQueryData<Pages>(messagesKey(conversationId), (current) => withMessage(current, data.message));
        setPending((current) => current.filter((other) => other.key !== item.key));
        return true;
      } catch (error) {
        const reason = requestErrorText(error, fallbackError);
        setPending((current) => current.map((other) => (other.key === item.key ? { ...other, error: reason } : other)));
        return false;
      }
    },
    [conversationId, queryClient, fallbackError],
  );

  const send = useCallback(
    (input: SendMessageInput, options: SendOptions) =>
      post({
        key: newIdempotencyKey(),
        input,
        text: options.text,
        files: options.files ?? [],
        // An event handler's moment (never read while rendering).
        createdAt: new Date().toISOString(),
        error: null,
      }),
    [post],
  );

  const retry = useCallback((item: PendingMessage) => void post(item), [post]);
  const discard = useCallback(
    (key: string) => setPending((current) => current.filter((other) => other.key !== key)),
    [],
  );
  return { pending, send, retry, discard };
}

/** The cached thread with `message` in its newest page (once). */
export function withMessage(data: Pages | undefined, message: MessageJson): Pages | undefined {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((page) => page.messages.some((item) => item.id === message.id))) return data;
  const [newest, ...older] = data.pages;
  return { ...data, pages: [{ ...newest!, messages: [...newest!.messages, message] }, ...older] };
}
