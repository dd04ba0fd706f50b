import "server-only";

// The event stream's timings and limits in one place. Not configuration (no one tunes them in
// production): tests shorten the timers and force a wake-up mode through `eventSettings`.

export const eventSettings = {
  /** How the fan-out learns of new rows: "auto" = the start-up self-test (LISTEN where NOTIFY crosses connections). */
  wakeUp: "auto" as "auto" | "listen" | "poll",
  /** The poller's interval on the embedded database (meta.md §7.3: ≤ 250 ms added, 0.36 ms a poll). */
  pollMs: 250,
  /** With LISTEN, a slow poll in case a notification was lost with a dropped connection. */
  safetyPollMs: 5_000,
  /** A heartbeat comment this often keeps proxies from closing an idle stream (15–25 s). */
  heartbeatMs: 20_000,
  /** The `retry:` hint: how long a browser waits before reconnecting. */
  retryMs: 3_000,
  /** The fan-out stops this long after its last stream closed (a reload reconnects within it). */
  idleStopMs: 30_000,
  /** Streams one user may hold open (tabs, devices); the oldest is closed for a new one. */
  maxStreamsPerUser: 10,
  /** Replay by Last-Event-ID covers at most this many events and this many hours; beyond, a `reset`. */
  replayMaxEvents: 1_000,
  replayMaxHours: 24,
  /** An id missing between read rows is waited for this long (a transaction not yet committed), then skipped. */
  gapWaitMs: 10_000,
  /** Frames queued for a client that does not read; past it the stream is closed (it reconnects and replays). */
  maxQueuedFrames: 2_000,
};
