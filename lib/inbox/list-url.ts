import { z } from "zod";
import { CONVERSATION_STATUSES, CONVERSATION_TABS } from "@/lib/inbox/types";

// The inbox screen's URL (house-style.md: a list's view lives in the URL): the open conversation
// (`c`), the tab, the search and the filters. Client-safe; the page reads it on the server too.

export const inboxUrlSchema = z.object({
  c: z
    .string()
    .regex(/^[\w-]{1,100}$/)
    .catch(""),
  tab: z.enum(CONVERSATION_TABS).catch("all"),
  search: z
    .string()
    .transform((value) => value.slice(0, 100))
    .catch(""),
  channel: z
    .string()
    .regex(/^[\w-]{1,100}$/)
    .catch(""),
  /** me, unassigned, or "" for anyone. */
  assignee: z.enum(["", "me", "unassigned"]).catch(""),
  status: z.enum(["", ...CONVERSATION_STATUSES]).catch(""),
});
export type InboxUrlState = z.output<typeof inboxUrlSchema>;

/** The API query of the list the URL shows (without the open conversation). */
export function conversationListParams(state: InboxUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab !== "all") params.set("tab", state.tab);
  if (state.search.trim()) params.set("search", state.search.trim());
  if (state.channel) params.set("channel", state.channel);
  if (state.assignee) params.set("assignee", state.assignee);
  if (state.status) params.set("status", state.status);
  return params;
}

/** The plain inbox: every conversation, no search, no filter. */
export const defaultInboxState: InboxUrlState = inboxUrlSchema.parse({});
