import { NextRequest } from "next/server";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as eventsRoute from "@/app/api/v1/events/route";
import type { EventKind, EventData } from "@/lib/events/types";
import { defaultSandboxChannel } from "@/lib/server/channels/default-sandbox";
import { db } from "@/lib/server/db";
import { getEnv } from "@/lib/server/env";
import { appendEvents, type NewEvent } from "@/lib/server/events/append-event";
import { getFanOut } from "@/lib/server/events/fan-out";
import { EVENT_RETENTION_DAYS, pruneEvents } from "@/lib/server/events/prune-events";
import { eventSettings } from "@/lib/server/events/settings";
import { listenNotifyWorks } from "@/lib/server/jobs/boss";
import { tasks } from "@/lib/server/jobs/tasks";
import { createCompany, createConversation, createUser, signIn } from "@/tests/helpers/factories";
import { readSse, type SseFrame } from "@/tests/helpers/sse";

// GET /api/v1/events against the real route and database: only the company's events (the
// cross-company matrix), a member's view (assigned + unassigned conversations, their own user
// events), replay by Last-Event-ID (header and query) and the reset beyond it, heartbeats, both
// wake-ups (LISTEN where NOTIFY works, and the poller, forced), a dropped listener connection,
// the per-user cap, a revoked session, and a closed stream leaving nothing behind.

const defaults = { ...eventSettings };
const fanOut = getFanOut();

afterEach(async () => {
  await fanOut.closeAll();
  Object.assign(eventSettings, defaults);
});
afterAll(async () => {
  await fanOut.closeAll();
  await db.$disconnect();
});

let notifyWorks = false;
beforeAll(async () => {
  notifyWorks = await listenNotifyWorks(getEnv().DATABASE_URL);
});

type Open = { headers: Record<string, string>; lastEventId?: string; query?: string };

/** Opens the stream through the route handler, as Next calls it; the body is read in the background. */
async function open({ headers, lastEventId, query = "" }: Open) {
  const controller = new AbortController();
  const req = new NextRequest(new URL(`/api/v1/events${query}`, "http://127.0.0.1:3000"), {
    headers: { ...headers, ...(lastEventId ? { "last-event-id": lastEventId } : {}) },
    signal: controller.signal,
  });
  const response = await eventsRoute.GET(req, { params: Promise.resolve({}) });
  const stream = response.body ? readSse(response.body) : null;
  return { response, stream: stream!, abort: () => controller.abort() };
}

async function append(...events: NewEvent[]): Promise<string[]> {
  const ids = await db.$transaction((tx) => appendEvents(tx, events));
  return ids.map(String);
}

const event = <K extends EventKind>(companyId: string, kind: K, data: EventData[K], userId?: string): NewEvent => ({
  companyId,
  kind,
  data,
  userId,
});

const isEvent = (frame: SseFrame) => frame.event !== undefined;
/** The ids of the events (not comments) received so far. */
const ids = (frames: SseFrame[]) => frames.filter(isEvent).map((frame) => frame.id);

async function company() {
  const { id: companyId } = await createCompany();
  const owner = await createUser({ companyId, role: "owner" });
  const member = await createUser({ companyId, role: "member" });
  const other = await createUser({ companyId, role: "member" });
  const channel = await db.channel.create({ data: { ...defaultSandboxChannel(), companyId } });
  const conversation = (assigneeId: string | null) =>
    createConversation({ companyId, channelId: channel.id, assigneeId });
  return {
    companyId,
    owner,
    member,
    other,
    conversation,
    headers: {
      owner: (await signIn(owner)).headers,
      member: (await signIn(member)).headers,
      other: (await signIn(other)).headers,
    },
  };
}

/**
 * A company owner's stream, opened while the fan-out wakes up by `wakeUp` and past its first frame,
 * once the fan-out runs in the mode that implies ("auto" must find LISTEN working). Under LISTEN the
 * safety poll is pushed out of the way, so only NOTIFY can be what delivers.
 */
async function openWakingBy(wakeUp: "auto" | "listen" | "poll") {
  const a = await company();
  eventSettings.wakeUp = wakeUp;
  if (wakeUp === "poll") eventSettings.pollMs = 50;
  else eventSettings.safetyPollMs = 60_000;
  const { stream } = await open({ headers: a.headers.owner });
  await stream.next();
  await expect.poll(() => fanOut.stats().mode).toBe(wakeUp === "poll" ? "poll" : "listen");
  return { a, stream };
}

describe("GET /api/v1/events", () => {
  it("answers 401 without a session, and a signed-in user an event stream that starts with a retry hint", async () => {
    const anonymous = await open({ headers: {} });
    expect(anonymous.response.status).toBe(401);
    expect(anonymous.response.headers.get("content-type")).toContain("application/json");

    const a = await company();
    const { response, stream } = await open({ headers: a.headers.owner });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    expect((await stream.next()).retry).toBe(String(eventSettings.retryMs));
  });

  it("sends a company's events to its own streams only (the cross-company matrix)", async () => {
    const [a, b] = await Promise.all([company(), company()]);
    const streamA = (await open({ headers: a.headers.owner })).stream;
    const streamB = (await open({ headers: b.headers.owner })).stream;
    await Promise.all([streamA.next(), streamB.next()]); // retry hints: both are subscribed

    const [idA] = await append(event(a.companyId, "campaign.progress", { campaignId: "camp-a" }));
    const [idB] = await append(event(b.companyId, "campaign.progress", { campaignId: "camp-b" }));
    const frameA = await streamA.next(isEvent);
    const frameB = await streamB.next(isEvent);
    expect(frameA).toMatchObject({ id: idA, event: "campaign.progress" });
    expect(JSON.parse(frameA.data!)).toMatchObject({
      id: idA,
      kind: "campaign.progress",
      data: { campaignId: "camp-a" },
    });
    expect(Date.parse(JSON.parse(frameA.data!).at)).toBeGreaterThan(Date.now() - 60_000);
    expect(frameB).toMatchObject({ id: idB, event: "campaign.progress" });
    // B's event came after A's: had A's stream been sent B's, it would be there by now.
    const [marker] = await append(event(a.companyId, "post.updated", { postId: "marker" }));
    await streamA.next((frame) => frame.id === marker);
    expect(ids(streamA.frames)).toEqual([idA, marker]);
    expect(ids(streamB.frames)).toEqual([idB]);
  });

  it("shows a member the conversations assigned to them or to no one, and only their own user events", async () => {
    const a = await company();
    const mine = await a.conversation(a.member.id);
    const unassigned = await a.conversation(null);
    const others = await a.conversation(a.other.id);
    const member = (await open({ headers: a.headers.member })).stream;
    const owner = (await open({ headers: a.headers.owner })).stream;
    await Promise.all([member.next(), owner.next()]);

    const message = (conversationId: string) =>
      event(a.companyId, "message.created", { conversationId, messageId: `m-${conversationId}` });
    const [toMine, toUnassigned, toOthers, mineUpdated, othersUpdated, memberNote, , ownerNote, marker] = await append(
      message(mine.id),
      message(unassigned.id),
      message(others.id),
      event(a.companyId, "conversation.updated", { conversationId: mine.id }),
      event(a.companyId, "conversation.updated", { conversationId: others.id }),
      event(a.companyId, "notification.created", { notificationId: "n1" }, a.member.id),
      event(a.companyId, "notification.created", { notificationId: "n2" }, a.other.id),
      event(a.companyId, "notification.created", { notificationId: "n3" }, a.owner.id),
      event(a.companyId, "campaign.progress", { campaignId: "marker" }),
    );
    await member.next((frame) => frame.id === marker);
    await owner.next((frame) => frame.id === marker);
    expect(ids(member.frames)).toEqual([toMine, toUnassigned, mineUpdated, memberNote, marker]);
    expect(ids(owner.frames)).toEqual([toMine, toUnassigned, toOthers, mineUpdated, othersUpdated, ownerNote, marker]);

    // A reassignment takes effect with the next event.
    await db.conversation.update({ where: { id: others.id }, data: { assigneeId: null } });
    const [nowVisible] = await append(event(a.companyId, "conversation.updated", { conversationId: others.id }));
    expect((await member.next(isEvent)).id).toBe(nowVisible);
    // Each event once, though both the replay from the stream's start and the fan-out saw it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ids(member.frames)).toEqual([toMine, toUnassigned, mineUpdated, memberNote, marker, nowVisible]);
  });

  it("replays what came after Last-Event-ID (header or query), then goes on live, with the member's filter", async () => {
    const a = await company();
    const others = await a.conversation(a.other.id);
    const [first, second, hidden, third] = await append(
      event(a.companyId, "campaign.progress", { campaignId: "1" }),
      event(a.companyId, "campaign.progress", { campaignId: "2" }),
      event(a.companyId, "conversation.updated", { conversationId: others.id }),
      event(a.companyId, "campaign.progress", { campaignId: "3" }),
    );
    const byHeader = (await open({ headers: a.headers.member, lastEventId: first })).stream;
    await byHeader.next((frame) => frame.id === third);
    expect(ids(byHeader.frames)).toEqual([second, third]);
    expect(ids(byHeader.frames)).not.toContain(hidden);

    const byQuery = (await open({ headers: a.headers.owner, query: `?lastEventId=${second}` })).stream;
    await byQuery.next((frame) => frame.id === third);
    expect(ids(byQuery.frames)).toEqual([hidden, third]);

    const [live] = await append(event(a.companyId, "campaign.progress", { campaignId: "4" }));
    expect((await byHeader.next(isEvent)).id).toBe(live);
    expect((await byQuery.next(isEvent)).id).toBe(live);
    expect(ids(byHeader.frames)).toEqual([second, third, live]);
  });

  it("sends a reset instead of a replay that is too long, or from an id it does not know", async () => {
    const a = await company();
    const b = await company();
    eventSettings.replayMaxEvents = 3;
    const [start] = await append(event(a.companyId, "campaign.progress", { campaignId: "0" }));
    const rest = await append(
      ...[1, 2, 3, 4].map((n) => event(a.companyId, "campaign.progress", { campaignId: String(n) })),
    );
    const [otherCompanys] = await append(event(b.companyId, "campaign.progress", { campaignId: "b" }));

    for (const lastEventId of [start!, otherCompanys!, "99999999999", "not-an-id"]) {
      const { stream } = await open({ headers: a.headers.owner, lastEventId });
      const reset = await stream.next(isEvent);
      expect(reset, lastEventId).toMatchObject({ event: "reset", id: rest.at(-1) });
      expect(JSON.parse(reset.data!)).toMatchObject({ kind: "reset", data: {} });
      await fanOut.closeAll();
    }

    // Within the limit, no reset.
    const { stream } = await open({ headers: a.headers.owner, lastEventId: rest[0] });
    await stream.next((frame) => frame.id === rest.at(-1));
    expect(ids(stream.frames)).toEqual(rest.slice(1));
  });

  it("sends a heartbeat comment on an idle stream", async () => {
    const a = await company();
    eventSettings.heartbeatMs = 100;
    const { stream } = await open({ headers: a.headers.owner });
    await stream.next((frame) => frame.comment !== undefined, 2_000);
    await stream.next((frame) => frame.comment !== undefined, 2_000);
    expect(ids(stream.frames)).toEqual([]);
  });

  it("wakes by LISTEN where NOTIFY crosses connections, without waiting for the safety poll", async ({ skip }) => {
    if (!notifyWorks) skip("NOTIFY does not cross connections on this database (the embedded one)");
    const { a, stream } = await openWakingBy("auto");
    const sentAt = Date.now();
    const [id] = await append(event(a.companyId, "campaign.progress", { campaignId: "listen" }));
    expect((await stream.next(isEvent, 2_000)).id).toBe(id);
    expect(Date.now() - sentAt).toBeLessThan(1_000);
  });

  it("keeps delivering after the LISTEN connection drops (it reconnects)", async ({ skip }) => {
    if (!notifyWorks) skip("NOTIFY does not cross connections on this database (the embedded one)");
    const { a, stream } = await openWakingBy("listen");
    const admin = new pg.Client({ connectionString: getEnv().DATABASE_URL });
    await admin.connect();
    try {
      const killed = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE application_name = 'kanal-events' AND datname = current_database() AND pid <> pg_backend_pid()`,
      );
      expect(killed.rowCount).toBeGreaterThanOrEqual(1);
    } finally {
      await admin.end();
    }
    // Committed while the listener is away: the reconnect reads it.
    const [whileAway] = await append(event(a.companyId, "campaign.progress", { campaignId: "away" }));
    expect((await stream.next(isEvent, 5_000)).id).toBe(whileAway);
    // And NOTIFY wakes it again (well before the 60 s safety poll).
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [after] = await append(event(a.companyId, "campaign.progress", { campaignId: "after" }));
    expect((await stream.next(isEvent, 3_000)).id).toBe(after);
  });

  it("delivers by polling when told to (the embedded database's mode)", async () => {
    const { a, stream } = await openWakingBy("poll");
    // Written on a connection the fan-out does not listen on, and no NOTIFY reaches it in this mode.
    const [id] = await append(event(a.companyId, "campaign.progress", { campaignId: "poll" }));
    expect((await stream.next(isEvent, 2_000)).id).toBe(id);
  });

  it("hands out an event whose transaction commits after a later one (an id seen late is not lost)", async () => {
    const { a, stream } = await openWakingBy("poll");
    // The first transaction takes its id, then waits while a second one commits a higher id.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let slowId!: string;
    const slow = db.$transaction(async (tx) => {
      const [id] = await appendEvents(tx, [event(a.companyId, "campaign.progress", { campaignId: "slow" })]);
      slowId = String(id);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [fast] = await append(event(a.companyId, "campaign.progress", { campaignId: "fast" }));
    expect((await stream.next(isEvent)).id).toBe(fast);
    await new Promise((resolve) => setTimeout(resolve, 200)); // several polls pass the gap
    release();
    await slow;
    expect((await stream.next(isEvent)).id).toBe(slowId);
  });

  it("closes the oldest stream when a user opens more than the cap", async () => {
    const a = await company();
    eventSettings.maxStreamsPerUser = 2;
    const first = (await open({ headers: a.headers.owner })).stream;
    const second = (await open({ headers: a.headers.owner })).stream;
    const other = (await open({ headers: a.headers.member })).stream;
    await Promise.all([first.next(), second.next(), other.next()]);
    const third = (await open({ headers: a.headers.owner })).stream;
    await first.ended;
    expect(first.isDone()).toBe(true);
    expect(second.isDone() || third.isDone() || other.isDone()).toBe(false);
    expect(fanOut.stats().subscribers).toBe(3);
  });

  it("ends the stream at the next heartbeat once its session is revoked", async () => {
    const a = await company();
    eventSettings.heartbeatMs = 100;
    const session = await signIn(a.owner);
    const { stream } = await open({ headers: session.headers });
    await stream.next();
    await db.session.update({ where: { id: session.session.id }, data: { revokedAt: new Date() } });
    await stream.ended;
    expect(fanOut.stats().subscribers).toBe(0);
  });

  it("leaves no subscription or timer behind when the client goes away (and the fan-out stops when idle)", async () => {
    const a = await company();
    eventSettings.heartbeatMs = 50;
    eventSettings.idleStopMs = 0;
    // Every interval set from here on (heartbeats, the poll) must be cleared by the end.
    const intervals = new Set<unknown>();
    const setSpy = vi.spyOn(globalThis, "setInterval");
    const clearSpy = vi.spyOn(globalThis, "clearInterval");
    const { stream, abort } = await open({ headers: a.headers.owner });
    const cancelled = await open({ headers: a.headers.member });
    await Promise.all([stream.next(), cancelled.stream.next()]);
    expect(fanOut.stats()).toMatchObject({ subscribers: 2, running: true });

    abort(); // the request's signal, as Next aborts it when the connection closes
    await stream.ended;
    expect(fanOut.stats().subscribers).toBe(1);
    await cancelled.stream.cancel(); // the body cancelled by its reader
    await cancelled.stream.ended;
    expect(fanOut.stats().subscribers).toBe(0);
    await expect.poll(() => fanOut.stats().running, { timeout: 2_000 }).toBe(false);
    expect(fanOut.stats()).toMatchObject({ idleStopPending: false, mode: null });
    for (const result of setSpy.mock.results) intervals.add(result.value);
    const cleared = new Set(clearSpy.mock.calls.map(([handle]) => handle));
    expect(intervals.size).toBeGreaterThanOrEqual(3); // two heartbeats and the fan-out's poll
    expect([...intervals].filter((handle) => !cleared.has(handle as NodeJS.Timeout))).toEqual([]);
    setSpy.mockRestore();
    clearSpy.mockRestore();
  });
});

describe("event retention", () => {
  it("deletes events older than the retention, hourly, and keeps the rest", async () => {
    const a = await company();
    const day = 86_400_000;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
    const rows = await db.event.createManyAndReturn({
      data: [EVENT_RETENTION_DAYS + 1, EVENT_RETENTION_DAYS + 0.01, EVENT_RETENTION_DAYS - 0.01, 0].map((daysAgo) => ({
        companyId: a.companyId,
        kind: "campaign.progress",
        data: { campaignId: String(daysAgo) },
        createdAt: at(daysAgo),
      })),
      select: { id: true },
    });
    expect(await pruneEvents()).toBeGreaterThanOrEqual(2);
    const left = await db.event.findMany({
      where: { companyId: a.companyId },
      select: { id: true },
      orderBy: { id: "asc" },
    });
    expect(left.map((row) => row.id)).toEqual(rows.slice(2).map((row) => row.id));
    expect(await pruneEvents()).toBe(0);
    expect(tasks["events-prune"].cron).toBe("17 * * * *");
  });
});
