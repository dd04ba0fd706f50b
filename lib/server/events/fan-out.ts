import "server-only";
import pg from "pg";
import { db } from "@/lib/server/db";
import { getEnv } from "@/lib/server/env";
import { EVENTS_CHANNEL } from "@/lib/server/events/append-event";
import { eventSettings } from "@/lib/server/events/settings";
import { loadAssignees, type FeedEvent, type Viewer, canSee } from "@/lib/server/events/visibility";
import { listenNotifyWorks } from "@/lib/server/jobs/boss";
import { logger } from "@/lib/server/logger";

// One fan-out per app process (architecture.md → Real-time; meta.md §7.3): it learns that the
// Event table grew, reads the new rows once, and hands each to the open streams of its company that
// may see it. On PostgreSQL a LISTEN on one dedicated connection wakes it (appendEvents notifies on
// commit), with a slow safety poll and a reconnect when that connection drops; where NOTIFY does not
// cross connections (the embedded PGlite, a transaction-mode pooler) one poller every 250 ms. The
// mode comes from a start-up self-test. It starts with the first stream and stops a while after the
// last one closed, so an idle process holds no connection and runs no timer.
//
// Ids are handed out when rows are inserted, not when they commit, so a row may appear after a
// higher one was read: an id missing between read rows is looked for again until it shows up or
// `gapWaitMs` passes (a rolled-back insert leaves a hole for good).

const READ_PAGE = 500;
const MAX_TRACKED_GAP = 10_000;

export type Subscriber = {
  companyId: string;
  viewer: Viewer;
  /** New events this viewer may see, in id order. */
  deliver(events: FeedEvent[]): void;
  /** Closes the stream (another one of the same user replaced it). */
  close(): void;
};

export type WakeUp = "listen" | "poll";

export class FanOut {
  private readonly byCompany = new Map<string, Set<Subscriber>>();
  private readonly byUser = new Map<string, Subscriber[]>();
  private running: Promise<void> | null = null;
  private mode: WakeUp | null = null;
  private timer: NodeJS.Timeout | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private listener: pg.Client | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private stopped = true;
  // The read position: every id ≤ cursor is settled (handed out or given up).
  private cursor = 0n;
  private scannedTo = 0n;
  private readonly handedOut = new Set<bigint>();
  private readonly gaps = new Map<bigint, number>();
  private reading: Promise<void> | null = null;
  private readAgain = false;
  /** The self-test's answer, kept for the process: a restart after idling need not wait for it again. */
  private testedMode: WakeUp | null = null;

  /** Adds a stream; resolves once the fan-out reads (events committed from then on reach it). */
  subscribe(subscriber: Subscriber): { ready: Promise<void>; unsubscribe: () => void } {
    const company = this.byCompany.get(subscriber.companyId) ?? new Set();
    company.add(subscriber);
    this.byCompany.set(subscriber.companyId, company);
    const mine = this.byUser.get(subscriber.viewer.userId) ?? [];
    mine.push(subscriber);
    this.byUser.set(subscriber.viewer.userId, mine);
    // Too many streams for one user: the oldest goes (it closes itself, which unsubscribes it).
    const excess = mine.length - eventSettings.maxStreamsPerUser;
    for (const oldest of mine.slice(0, Math.max(0, excess))) oldest.close();
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    return { ready: this.start(), unsubscribe: () => this.unsubscribe(subscriber) };
  }

  private unsubscribe(subscriber: Subscriber): void {
    const company = this.byCompany.get(subscriber.companyId);
    if (!company?.delete(subscriber)) return;
    if (company.size === 0) this.byCompany.delete(subscriber.companyId);
    const mine = (this.byUser.get(subscriber.viewer.userId) ?? []).filter((other) => other !== subscriber);
    if (mine.length) this.byUser.set(subscriber.viewer.userId, mine);
    else this.byUser.delete(subscriber.viewer.userId);
    if (this.byCompany.size === 0 && !this.idleTimer) {
      this.idleTimer = setTimeout(() => {
        this.idleTimer = null;
        if (this.byCompany.size === 0) void this.stop();
      }, eventSettings.idleStopMs);
      this.idleTimer.unref();
    }
  }

  /** What the fan-out holds: for tests (no leak after a stream closes) and logs. */
  stats() {
    let subscribers = 0;
    for (const company of this.byCompany.values()) subscribers += company.size;
    return { subscribers, running: !this.stopped, mode: this.mode, idleStopPending: this.idleTimer !== null };
  }

  private start(): Promise<void> {
    if (this.running) return this.running;
    this.stopped = false;
    this.running = this.begin().catch((error: unknown) => {
      // The streams waiting on it fail and their clients reconnect; the next stream tries again.
      this.running = null;
      this.stopped = true;
      throw error;
    });
    return this.running;
  }

  private async begin(): Promise<void> {
    const url = getEnv().DATABASE_URL;
    let mode: WakeUp;
    if (eventSettings.wakeUp !== "auto") mode = eventSettings.wakeUp;
    else this.testedMode = mode = this.testedMode ?? ((await listenNotifyWorks(url)) ? "listen" : "poll");
    const [row] = await db.$queryRaw<{ max: bigint | null }[]>`SELECT max("id") AS max FROM "Event"`;
    this.cursor = this.scannedTo = row?.max ?? 0n;
    this.handedOut.clear();
    this.gaps.clear();
    this.mode = mode;
    if (mode === "listen") await this.listen(url);
    this.timer = setInterval(() => this.wake(), mode === "listen" ? eventSettings.safetyPollMs : eventSettings.pollMs);
    this.timer.unref();
    logger.info({ mode }, "event fan-out started");
  }

  private async listen(url: string): Promise<void> {
    const client = new pg.Client({ connectionString: url, application_name: "kanal-events", keepAlive: true });
    client.on("notification", () => this.wake());
    const lost = (error?: unknown) => {
      if (this.listener !== client) return;
      this.listener = null;
      client.end().catch(() => {});
      if (this.stopped) return;
      logger.warn({ err: error }, "event listener connection lost; reconnecting");
      this.reconnect(1_000);
    };
    client.on("error", lost);
    client.on("end", () => lost());
    this.listener = client;
    await client.connect();
    await client.query(`LISTEN ${EVENTS_CHANNEL}`);
  }

  private reconnect(delayMs: number): void {
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.stopped) return;
      this.listen(getEnv().DATABASE_URL).then(
        // What was committed while it was away.
        () => this.wake(),
        () => {
          this.listener?.end().catch(() => {});
          this.listener = null;
          this.reconnect(Math.min(delayMs * 2, 30_000));
        },
      );
    }, delayMs);
    this.reconnectTimer.unref();
  }

  /** Reads what is new; calls that come while a read runs make one more read after it. */
  wake(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.reading) {
      this.readAgain = true;
      return this.reading;
    }
    this.reading = (async () => {
      do {
        this.readAgain = false;
        try {
          await this.readNew();
        } catch (error) {
          logger.warn({ err: error }, "event fan-out could not read; trying again on the next wake-up");
        }
      } while (this.readAgain && !this.stopped);
    })().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  private async readNew(): Promise<void> {
    let after = this.cursor;
    for (;;) {
      const rows = await db.$queryRaw<FeedEvent[]>`
        SELECT "id", "companyId", "kind", "data", "userId", "createdAt" FROM "Event"
        WHERE "id" > ${after} ORDER BY "id" LIMIT ${READ_PAGE}`;
      if (rows.length === 0) break;
      await this.handOut(rows.filter((row) => !this.handedOut.has(row.id)));
      this.track(rows);
      if (rows.length < READ_PAGE) break;
      after = rows.at(-1)!.id;
    }
    this.advance();
  }

  /** Remembers what was handed out and which ids below the highest read are still missing. */
  private track(rows: FeedEvent[]): void {
    for (const row of rows) {
      this.handedOut.add(row.id);
      this.gaps.delete(row.id);
    }
    const highest = rows.at(-1)!.id;
    if (highest <= this.scannedTo) return;
    // A hole far too wide to wait for id by id (a sequence jump) is let go at once.
    if (highest - this.scannedTo <= MAX_TRACKED_GAP) {
      const giveUpAt = Date.now() + eventSettings.gapWaitMs;
      for (let id = this.scannedTo + 1n; id < highest; id++) if (!this.handedOut.has(id)) this.gaps.set(id, giveUpAt);
    }
    this.scannedTo = highest;
  }

  /** Moves the cursor up to the first id still awaited (or the highest read). */
  private advance(): void {
    const now = Date.now();
    let cursor = this.scannedTo;
    for (const [id, giveUpAt] of this.gaps) {
      if (giveUpAt <= now) this.gaps.delete(id);
      else if (id - 1n < cursor) cursor = id - 1n;
    }
    this.cursor = cursor;
    for (const id of this.handedOut) if (id <= cursor) this.handedOut.delete(id);
  }

  private async handOut(rows: FeedEvent[]): Promise<void> {
    const byCompany = new Map<string, FeedEvent[]>();
    for (const row of rows) {
      if (!this.byCompany.has(row.companyId)) continue;
      const list = byCompany.get(row.companyId) ?? [];
      list.push(row);
      byCompany.set(row.companyId, list);
    }
    for (const [companyId, events] of byCompany) {
      const subscribers = [...(this.byCompany.get(companyId) ?? [])];
      const assignees = await loadAssignees(
        companyId,
        events,
        subscribers.map((subscriber) => subscriber.viewer),
      );
      for (const subscriber of subscribers) {
        const visible = events.filter((event) => canSee(subscriber.viewer, event, assignees));
        if (visible.length) subscriber.deliver(visible);
      }
    }
  }

  /** Stops reading and closes the listener; the next stream starts it again. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of [this.reconnectTimer, this.idleTimer]) if (timer) clearTimeout(timer);
    this.reconnectTimer = this.idleTimer = null;
    // After a start under way when stop() came, which sets the poll's timer.
    await this.running?.catch(() => {});
    this.running = null;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => {});
    await this.reading;
    this.mode = null;
  }

  /** Closes every stream and stops (tests). */
  async closeAll(): Promise<void> {
    for (const company of [...this.byCompany.values()]) for (const subscriber of [...company]) subscriber.close();
    await this.stop();
  }
}

const globalForEvents = globalThis as unknown as { kanalFanOut?: FanOut };

/** The process's fan-out (kept on globalThis across dev hot reloads). */
export function getFanOut(): FanOut {
  globalForEvents.kanalFanOut ??= new FanOut();
  return globalForEvents.kanalFanOut;
}
