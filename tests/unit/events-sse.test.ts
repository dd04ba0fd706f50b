import { describe, expect, it } from "vitest";
import { sseComment, sseEvent, sseRetry } from "@/lib/server/events/sse";
import { canSee, conversationOf, type FeedEvent, type Viewer } from "@/lib/server/events/visibility";
import { parseSse } from "@/tests/helpers/sse";

// The event stream's framing (WHATWG event-stream format) and who sees which event.

describe("SSE frames", () => {
  it("writes id, event and one-line JSON data, closed by a blank line", () => {
    const frame = sseEvent({
      id: "42",
      event: "message.created",
      data: { kind: "message.created", text: "a\nb\r\nc" },
    });
    expect(frame).toBe('id: 42\nevent: message.created\ndata: {"kind":"message.created","text":"a\\nb\\r\\nc"}\n\n');
    expect(parseSse(frame)).toEqual({
      frames: [{ id: "42", event: "message.created", data: '{"kind":"message.created","text":"a\\nb\\r\\nc"}' }],
      rest: "",
    });
  });

  it("leaves the id out when there is none, and refuses a name that would break the frame", () => {
    expect(sseEvent({ event: "reset", data: {} })).toBe("event: reset\ndata: {}\n\n");
    expect(() => sseEvent({ id: "1\ndata: x", event: "reset", data: {} })).toThrow(/one line/);
    expect(() => sseEvent({ event: "a\nb", data: {} })).toThrow(/one line/);
  });

  it("writes the retry hint and comments (heartbeats) a client ignores", () => {
    expect(sseRetry(3000)).toBe("retry: 3000\n\n");
    expect(sseRetry(-5)).toBe("retry: 0\n\n");
    expect(sseComment()).toBe(":\n\n");
    expect(sseComment("two\nlines")).toBe(": two lines\n\n");
    const { frames, rest } = parseSse(sseRetry(10) + sseComment("hb") + "id: 7\nevent: x");
    expect(frames).toEqual([{ retry: "10" }, { comment: "hb" }]);
    expect(rest).toBe("id: 7\nevent: x");
  });
});

describe("who sees an event", () => {
  const member: Viewer = { userId: "m", role: "member" };
  const admin: Viewer = { userId: "a", role: "admin" };
  const owner: Viewer = { userId: "o", role: "owner" };
  const at = new Date();
  const feed = (kind: string, data: unknown, userId: string | null = null): FeedEvent => ({
    id: 1n,
    companyId: "c",
    kind,
    data,
    userId,
    createdAt: at,
  });
  const assignees = new Map<string, string | null>([
    ["mine", "m"],
    ["free", null],
    ["theirs", "x"],
  ]);

  it("gives a user's own event to that user only, whatever the role", () => {
    const note = feed("notification.created", { notificationId: "n" }, "m");
    expect([member, admin, owner].map((viewer) => canSee(viewer, note, assignees))).toEqual([true, false, false]);
  });

  it("shows a member a conversation's events only while it is theirs or no one's; staff see all", () => {
    for (const kind of ["message.created", "message.updated", "conversation.updated"]) {
      const of = (conversationId: string) => feed(kind, { conversationId, messageId: "x", status: "sent" });
      expect(canSee(member, of("mine"), assignees)).toBe(true);
      expect(canSee(member, of("free"), assignees)).toBe(true);
      expect(canSee(member, of("theirs"), assignees)).toBe(false);
      expect(canSee(member, of("deleted"), assignees)).toBe(false);
      expect(canSee(admin, of("theirs"), assignees)).toBe(true);
      expect(canSee(owner, of("deleted"), new Map())).toBe(true);
    }
    expect(canSee(member, feed("conversation.updated", {}), assignees)).toBe(false);
    expect(canSee(member, feed("campaign.progress", { campaignId: "k" }), new Map())).toBe(true);
  });

  it("reads the conversation of message and conversation events only", () => {
    expect(conversationOf(feed("message.created", { conversationId: "c1", messageId: "m1" }))).toBe("c1");
    expect(conversationOf(feed("conversation.updated", { conversationId: "c2" }))).toBe("c2");
    expect(conversationOf(feed("post.updated", { conversationId: "c3" }))).toBeNull();
    expect(conversationOf(feed("message.created", null))).toBeNull();
  });
});
