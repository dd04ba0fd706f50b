import { randomBytes } from "node:crypto";
import { NextRequest } from "next/server";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import * as conversationRoute from "@/app/api/v1/conversations/[id]/route";
import * as readRoute from "@/app/api/v1/conversations/[id]/read/route";
import * as eventsRoute from "@/app/api/v1/events/route";
import type { StreamEvent } from "@/lib/events/types";
import { db } from "@/lib/server/db";
import { appendEvents } from "@/lib/server/events/append-event";
import { getFanOut } from "@/lib/server/events/fan-out";
import { createCompany, createConversation, createUser, signIn, createSandboxChannel } from "@/tests/helpers/factories";
import { call } from "@/tests/helpers/request";
import { readSse, type SseFrame } from "@/tests/helpers/sse";

// The inbox's changes on the event stream (issue 18): PATCH and read tell everyone who sees the
// conversation (conversation.updated, and message.created for a system line), a pin only its user,
// and a member who loses sight of a conversation through an assignment is told once, then hears
// nothing more of it; a member never receives a colleague's conversation's events, nor another
// company's. Each check ends on a marker event every viewer receives, so "nothing else came" is
// exact, not a timeout.

const fanOut = getFanOut();
afterEach(() => fanOut.closeAll());
afterAll(async () => {
  await fanOut.closeAll();
  await db.$disconnect();
});

type Headers = Record<string, string>;

async function open(headers: Headers) {
  const req = new NextRequest(new URL("/api/v1/events", "http://127.0.0.1:3000"), { headers });
  const response = await eventsRoute.GET(req, { params: Promise.resolve({}) });
  expect(response.status).toBe(200);
  const stream = readSse(response.body!);
  await stream.next(); // the retry hint: subscribed
  return stream;
}

async function workspace() {
  const { id: companyId } = await createCompany();
  const as = async (role: "owner" | "member") => {
    const user = await createUser({ companyId, role });
    return { id: user.id, headers: (await signIn(user)).headers as Headers };
  };
  const channel = await createSandboxChannel(companyId, "whatsapp", "Sandbox");
  return {
    companyId,
    owner: await as("owner"),
    member: await as("member"),
    colleague: await as("member"),
    conversation: (assigneeId: string | null = null) =>
      createConversation({ companyId, channelId: channel.id, assigneeId }),
  };
}

const patch = (headers: Headers, id: string, body: unknown) =>
  call(conversationRoute.PATCH, `/api/v1/conversations/${id}`, { method: "PATCH", headers, body, params: { id } });

/** A company-wide event every viewer of the company receives: the end of a check. */
async function marker(companyId: string) {
  const [id] = await db.$transaction((tx) =>
    appendEvents(tx, [
      { companyId, kind: "campaign.progress", data: { campaignId: `marker-${randomBytes(3).toString("hex")}` } },
    ]),
  );
  return String(id);
}

type Stream = Awaited<ReturnType<typeof open>>;
/** What the stream received up to the marker: [kind, conversationId] of each event. */
async function until(stream: Stream, markerId: string) {
  await stream.next((frame) => frame.id === markerId);
  return stream.frames
    .filter((frame: SseFrame) => frame.event !== undefined && frame.event !== "campaign.progress")
    .map((frame: SseFrame) => [
      frame.event,
      (JSON.parse(frame.data!) as StreamEvent<"conversation.updated">).data.conversationId,
    ]);
}

describe("inbox events on the stream", () => {
  it("reaches who sees the conversation; an assignment away tells the members who lose it once, then nothing", async () => {
    const w = await workspace();
    const foreign = await workspace();
    const free = await w.conversation();
    const [owner, member, colleague] = await Promise.all([
      open(w.owner.headers),
      open(w.member.headers),
      open(w.colleague.headers),
    ]);
    const foreignOwner = await open(foreign.owner.headers);

    // Resolve (a system line + the update) while unassigned: everyone sees it.
    expect((await patch(w.owner.headers, free.id, { status: "resolved" })).status).toBe(200);
    // Assign it to the colleague: the member loses it (told once, by their own event).
    expect((await patch(w.owner.headers, free.id, { assigneeId: w.colleague.id })).status).toBe(200);
    // From now on the member hears nothing of it.
    await db.conversation.update({ where: { id: free.id }, data: { unreadCount: 2 } });
    expect(
      (
        await call(readRoute.POST, `/api/v1/conversations/${free.id}/read`, {
          method: "POST",
          headers: w.owner.headers,
          params: { id: free.id },
        })
      ).status,
    ).toBe(200);
    const end = await marker(w.companyId);

    const resolved = [
      ["message.created", free.id],
      ["conversation.updated", free.id],
    ];
    const assigned = [
      ["message.created", free.id],
      ["conversation.updated", free.id],
    ];
    const read = [["conversation.updated", free.id]];
    expect(await until(owner, end)).toEqual([...resolved, ...assigned, ...read]);
    expect(await until(colleague, end)).toEqual([...resolved, ...assigned, ...read]);
    // The member: the resolve, then one targeted update (the events of the assignment itself come
    // after the conversation is the colleague's, so they are not theirs to see).
    expect(await until(member, end)).toEqual([...resolved, ["conversation.updated", free.id]]);

    const foreignEnd = await marker(foreign.companyId);
    expect(await until(foreignOwner, foreignEnd)).toEqual([]);
  });

  it("tells only the user who pinned; a member never hears a colleague's conversation", async () => {
    const w = await workspace();
    const theirs = await w.conversation(w.colleague.id);
    const free = await w.conversation();
    const [owner, member, colleague] = await Promise.all([
      open(w.owner.headers),
      open(w.member.headers),
      open(w.colleague.headers),
    ]);

    expect((await patch(w.member.headers, free.id, { pinned: true })).status).toBe(200);
    expect((await patch(w.colleague.headers, theirs.id, { status: "resolved", rating: 5 })).status).toBe(200);
    const end = await marker(w.companyId);

    expect(await until(member, end)).toEqual([["conversation.updated", free.id]]);
    expect(await until(owner, end)).toEqual([
      ["message.created", theirs.id],
      ["conversation.updated", theirs.id],
    ]);
    expect(await until(colleague, end)).toEqual([
      ["message.created", theirs.id],
      ["conversation.updated", theirs.id],
    ]);
  });
});
