"use client";

import { useInfiniteQuery, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { requestErrorText } from "@/components/form/field-messages";
import { useLiveEvent } from "@/components/query/live-events";
import { api, newIdempotencyKey } from "@/lib/api-client";
import { conversationMessagesKey } from "@/lib/client/events/live-query-keys";
import type { EventData } from "@/lib/events/types";
import type { MediaFile } from "@/lib/media/types";
import type { MessageJson, MessagePage, MessageStatus } from "@/lib/messages/types";
import type { SendMessageInput } from "@/lib/validation/messages";
import { uniqueById } from "@/lib/query/unique-by-id";

// The chat's data: the thread (pages of GET /conversations/{id}/messages, newest page first), kept
// live without ever reading its pages again (useThreadLive: a status tick is patched in place, a
// new message, a failure or an arrived file is read alone through GET /messages/{id}), and sending
// with an optimistic bubble. A send keeps its Idempotency-Key for its retries, so pressing Retry
// after a lost answer never sends it twice.

export const messagesKey = conversationMessagesKey;

type Pages = InfiniteData<MessagePage, string | null>;
export type ThreadPages = Pages;

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
  const readMessage = useThreadLive(conversationId);
  return { ...query, messages: threadOf(query.data), readMessage };
}

/** Pages (newest first, each oldest first) as one list, oldest first, each message once. */
export function threadOf(data: Pages | undefined): MessageJson[] {
  if (!data) return [];
  return uniqueById([...data.pages].reverse().flatMap((page) => page.messages));
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
        queryClient.setQueryData<Pages>(messagesKey(conversationId), (current) => upsertMessage(current, data.message));
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

/** (createdAt, id): the server's order of a thread. */
const before = (a: MessageJson, b: MessageJson) =>
  a.createdAt < b.createdAt || (a.createdAt === b.createdAt && a.id < b.id);

/**
 * The cached thread with `message` in it: in place of the cached copy unless that one is newer (a
 * later statusAt: a send's answer arriving after its ticks), else in the loaded page its time falls
 * in. One older than everything loaded is left for the page before, while there is one.
 */
export function upsertMessage(data: Pages | undefined, message: MessageJson): Pages | undefined {
  if (!data || data.pages.length === 0) return data;
  for (const [index, page] of data.pages.entries()) {
    const at = page.messages.findIndex((item) => item.id === message.id);
    if (at === -1) continue;
    if (page.messages[at]!.statusAt > message.statusAt) return data;
    const messages = page.messages.with(at, message);
    return { ...data, pages: data.pages.with(index, { ...page, messages }) };
  }
  // Newest page first: the first page whose oldest message is not after it takes it.
  let index = data.pages.findIndex((page) => page.messages.length > 0 && !before(message, page.messages[0]!));
  if (index === -1) {
    const oldest = data.pages.at(-1)!;
    if (oldest.nextCursor !== null) return data;
    index = data.pages.length - 1;
  }
  const page = data.pages[index]!;
  const position = page.messages.findIndex((item) => before(message, item));
  const messages = position === -1 ? [...page.messages, message] : page.messages.toSpliced(position, 0, message);
  return { ...data, pages: data.pages.with(index, { ...page, messages }) };
}

type MessageUpdate = EventData["message.updated"];

/** The stored statuses a tick moves to whose bubble the event says all of (the error unchanged, or cleared by a retry). */
const PATCHABLE: Partial<Record<string, Pick<MessageJson, "status"> & Partial<Pick<MessageJson, "error">>>> = {
  sent: { status: "sent" },
  delivered: { status: "delivered" },
  read: { status: "read" },
  queued: { status: "queued" satisfies MessageStatus, error: null },
};

/**
 * What a message.updated changes in the bubble, or null when the event does not say it all: a
 * failure (its reason is worded for the reader), a wait to retry (with its reason), an arrived file.
 */
export function statusPatch(update: MessageUpdate): Partial<MessageJson> | null {
  const patch = PATCHABLE[update.status];
  if (update.media || !patch || !update.statusAt) return null;
  return { ...patch, statusAt: update.statusAt };
}

/** The cached thread with message `id` patched (null when it is not loaded; unchanged when the cache is newer). */
export function patchMessage(data: Pages | undefined, id: string, patch: Partial<MessageJson>): Pages | null {
  if (!data) return null;
  for (const [index, page] of data.pages.entries()) {
    const at = page.messages.findIndex((item) => item.id === id);
    if (at === -1) continue;
    const current = page.messages[at]!;
    if (patch.statusAt && current.statusAt > patch.statusAt) return data;
    const messages = page.messages.with(at, { ...current, ...patch });
    return { ...data, pages: data.pages.with(index, { ...page, messages }) };
  }
  return null;
}

/**
 * Keeps the open conversation's loaded thread live from the event stream without reading its pages
 * again: a tick is patched in place; a new message, a failure, a retry's wait or an arrived file is
 * read alone (GET /messages/{id}) and put where it belongs.
 */
export function useThreadLive(conversationId: string) {
  const queryClient = useQueryClient();
  const readOne = useCallback(
    async (messageId: string) => {
      try {
        const { data } = await api<{ message: MessageJson }>(`/messages/${encodeURIComponent(messageId)}`);
        queryClient.setQueryData<Pages>(messagesKey(conversationId), (current) => upsertMessage(current, data.message));
      } catch {
        // Gone from view (a member's conversation given to a colleague) or offline: the next open reads it.
      }
    },
    [conversationId, queryClient],
  );
  useLiveEvent(["message.created", "message.updated"], (event) => {
    const { conversationId: about, messageId } = event.data;
    if (about !== conversationId) return;
    const key = messagesKey(conversationId);
    const data = queryClient.getQueryData<Pages>(key);
    if (!data) return;
    if (event.kind === "message.updated") {
      const patch = statusPatch(event.data as MessageUpdate);
      const patched = patch ? patchMessage(data, messageId, patch) : null;
      if (patched) {
        queryClient.setQueryData<Pages>(key, patched);
        return;
      }
    } else if (data.pages.some((page) => page.messages.some((item) => item.id === messageId))) {
      // Our own send: its answer is in already.
      return;
    }
    void readOne(messageId);
  });
  return readOne;
}
