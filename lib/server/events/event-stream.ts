import "server-only";
import { STREAM_RESET_EVENT, type StreamEvent } from "@/lib/events/types";
import type { SessionContext } from "@/lib/server/auth/get-session";
import { db } from "@/lib/server/db";
import { getFanOut } from "@/lib/server/events/fan-out";
import { eventSettings } from "@/lib/server/events/settings";
import { encodeSse, sseComment, sseEvent, sseRetry } from "@/lib/server/events/sse";
import { canSee, loadAssignees, type FeedEvent, type Viewer } from "@/lib/server/events/visibility";
import { logger } from "@/lib/server/logger";

// One signed-in user's event stream (GET /api/v1/events): the `retry:` hint, then what was missed
// since Last-Event-ID (replayed from the table), then the fan-out's live events, with a heartbeat
// comment in between. Live events arriving during the replay are held and sent after it; the
// fan-out may hand out a replayed event again (it reads on its own schedule), so those are skipped
// there. Each heartbeat also checks the session is still live, so a
// sign-out elsewhere ends the stream. Whatever ends it (the client going away, the session, a
// newer stream of the same user, a client that stops reading) releases its subscription and timer.

const ID_PATTERN = /^\d{1,19}$/;

/** The frame's JSON: the event as the client types it (lib/events/types.ts). */
const toStreamEvent = (event: FeedEvent): StreamEvent =>
  ({ id: String(event.id), kind: event.kind, data: event.data, at: event.createdAt.toISOString() }) as StreamEvent;

/**
 * The events after `after` this viewer may see, in id order, and the ids of every row read (seen or
 * not, for the live side to skip); null when they are more than a replay sends.
 */
export async function eventsAfter(
  companyId: string,
  viewer: Viewer,
  after: bigint,
): Promise<{ events: FeedEvent[]; read: bigint[] } | null> {
  const rows: FeedEvent[] = await db.event.findMany({
    where: { companyId, id: { gt: after } },
    orderBy: { id: "asc" },
    take: eventSettings.replayMaxEvents + 1,
    select: { id: true, companyId: true, kind: true, data: true, userId: true, createdAt: true },
  });
  if (rows.length > eventSettings.replayMaxEvents) return null;
  const assignees = await loadAssignees(companyId, rows, [viewer]);
  return { events: rows.filter((row) => canSee(viewer, row, assignees)), read: rows.map((row) => row.id) };
}

/**
 * Where a client's Last-Event-ID lets the replay start: its event must still be the company's and
 * recent (the table is then complete after it). Null: replay impossible, the client resets.
 */
async function replayFrom(companyId: string, lastEventId: string): Promise<bigint | null> {
  if (!ID_PATTERN.test(lastEventId)) return null;
  const anchor = await db.event.findFirst({
    where: { id: BigInt(lastEventId), companyId },
    select: { id: true, createdAt: true },
  });
  const oldest = Date.now() - eventSettings.replayMaxHours * 3_600_000;
  return anchor && anchor.createdAt.getTime() >= oldest ? anchor.id : null;
}

/** The company's newest event id (0 when it has none): where a new stream starts. */
async function newestEventId(companyId: string): Promise<bigint> {
  const [row] = await db.$queryRaw<{ max: bigint | null }[]>`
    SELECT max("id") AS max FROM "Event" WHERE "companyId" = ${companyId}`;
  return row?.max ?? 0n;
}

async function sessionIsLive(sessionId: string): Promise<boolean> {
  const live = await db.session.findFirst({
    where: { id: sessionId, revokedAt: null, expiresAt: { gt: new Date() } },
    select: { id: true },
  });
  return live !== null;
}

export type EventStreamInput = {
  session: Pick<SessionContext, "sessionId" | "userId" | "companyId" | "role">;
  /** Last-Event-ID (header or query): replay what came after it. */
  lastEventId: string | null;
  /** The request's: aborted when the client goes away. */
  signal: AbortSignal;
};

export function openEventStream({ session, lastEventId, signal }: EventStreamInput): ReadableStream<Uint8Array> {
  let close = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const viewer: Viewer = { userId: session.userId, role: session.role };
      let closed = false;
      // Live events held while the replay runs; null once it is done.
      let held: FeedEvent[] | null = [];
      // Ids the replay read that the fan-out has not handed out yet (it hands out each once, so each is dropped once seen).
      const replayed = new Set<bigint>();
      const sendLive = (events: FeedEvent[]) => send(events.filter((event) => !replayed.delete(event.id)));

      const write = (text: string) => {
        if (closed) return;
        controller.enqueue(encodeSse(text));
        // A client that stops reading would make us queue without end: it reconnects and replays instead.
        if ((controller.desiredSize ?? 0) < -eventSettings.maxQueuedFrames) close();
      };
      const send = (events: FeedEvent[]) => {
        for (const event of events)
          write(sseEvent({ id: String(event.id), event: event.kind, data: toStreamEvent(event) }));
      };

      const fanOut = getFanOut();
      const subscription = fanOut.subscribe({
        companyId: session.companyId,
        viewer,
        deliver: (events) => (held ? held.push(...events) : sendLive(events)),
        close: () => close(),
      });
      const heartbeat = setInterval(() => {
        write(sseComment());
        sessionIsLive(session.sessionId).then(
          (live) => live || close(),
          () => {}, // the database is away: the stream stays, the next beat asks again
        );
      }, eventSettings.heartbeatMs);

      close = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        subscription.unsubscribe();
        signal.removeEventListener("abort", close);
        try {
          controller.close();
        } catch {
          // already closed or cancelled by the reader
        }
      };
      signal.addEventListener("abort", close);
      if (signal.aborted) return close();

      write(sseRetry(eventSettings.retryMs));
      void (async () => {
        try {
          // Where this stream starts: after the client's last event, or after the newest one now. It is
          // fixed before the subscription reads, and what came after it is replayed from the table, so
          // an event committed while the fan-out starts (or between two of its reads) is not lost.
          const start =
            lastEventId === null
              ? await newestEventId(session.companyId)
              : await replayFrom(session.companyId, lastEventId);
          await subscription.ready;
          const replay = start === null ? null : await eventsAfter(session.companyId, viewer, start);
          if (replay === null) {
            const newest = await newestEventId(session.companyId);
            const data = { kind: STREAM_RESET_EVENT, data: {}, at: new Date().toISOString() };
            write(sseEvent({ id: newest ? String(newest) : undefined, event: STREAM_RESET_EVENT, data }));
          } else send(replay.events);
          // The live side skips what the replay read, shown or not: visibility was decided there.
          for (const id of replay?.read ?? []) replayed.add(id);
          const live = held ?? [];
          held = null;
          sendLive(live);
        } catch (error) {
          logger.warn({ err: error, userId: session.userId }, "event stream could not start; the client reconnects");
          close();
        }
      })();
    },
    cancel() {
      close();
    },
  });
}
