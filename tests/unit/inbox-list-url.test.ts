import { describe, expect, it } from "vitest";
import { conversationListParams, defaultInboxState, inboxUrlSchema } from "@/lib/inbox/list-url";
import { readUrlState } from "@/lib/query/url-state";
import { listConversationsQuerySchema } from "@/lib/validation/inbox";

const read = (query: string) => readUrlState(inboxUrlSchema, new URLSearchParams(query));

describe("the inbox URL", () => {
  it("is plain by default and names the open conversation with c", () => {
    expect(read("")).toEqual(defaultInboxState);
    expect(read("c=cm123abc").c).toBe("cm123abc");
  });
  it("falls back field by field on a hand-edited URL", () => {
    const state = read("tab=archived&assignee=someone&status=closed&c=../x&search=kargo");
    expect(state).toEqual({ ...defaultInboxState, search: "kargo" });
  });
  it("asks the API for the list it shows, without the open conversation", () => {
    const params = conversationListParams(
      read("c=x1&tab=unread&search=%20kargo%20&assignee=me&status=open&channel=ch1"),
    );
    expect(Object.fromEntries(params)).toEqual({
      tab: "unread",
      search: "kargo",
      assignee: "me",
      status: "open",
      channel: "ch1",
    });
    expect(listConversationsQuerySchema.safeParse(Object.fromEntries(params)).success).toBe(true);
    expect(conversationListParams(defaultInboxState).size).toBe(0);
  });
});
