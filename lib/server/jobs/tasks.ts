import "server-only";
import { z } from "zod";
import { defineTask } from "@/lib/server/jobs/registry";
import { forgotPasswordSchema, resendVerificationSchema } from "@/lib/validation/auth";
import { MEDIA_BULK_MAX_IDS } from "@/lib/validation/media";

// The app's background tasks: adding one is adding an entry (its payload schema, its handler, its
// settings). Handlers call services, like routes do. They are imported when first run, so enqueueing
// a task does not load its service, and no service that enqueues forms an import cycle with this file.
// Payloads hold ids, not rows: a job reads the current state when it runs.

export const tasks = {
  /** Builds a user's data export (spec 02 §2.9); the row was created with the job. */
  "data-export": defineTask({
    payload: z.object({ exportId: z.string().min(1) }),
    run: async ({ exportId }) => (await import("@/lib/server/account/data-export")).runDataExport(exportId),
    expireInSeconds: 15 * 60,
    batchSize: 1,
  }),
  /** The "new device signed in" mail. */
  "login-alert": defineTask({
    payload: z.object({
      userId: z.string().min(1),
      userAgent: z.string().max(2000).nullable(),
      ip: z.string().max(100),
      at: z.iso.datetime(),
    }),
    run: async ({ at, ...alert }) =>
      (await import("@/lib/server/auth/login-alert")).sendLoginAlert({ ...alert, at: new Date(at) }),
  }),
  /** The company's usage against its plan: alerts owners and admins once per month at 80 %. */
  "usage-alerts": defineTask({
    payload: z.object({ companyId: z.string().min(1) }),
    run: async ({ companyId }) => (await import("@/lib/server/billing/usage-alerts")).checkUsageAlerts(companyId),
  }),
  /**
   * A media file's thumbnail and metadata, after its upload. Two per fetch: a full batch is fetched
   * again at once (a batch of one would wait for the next poll, ~1 file a second), and at most two
   * images per job loop are decoded at a time (each at most 200 MB in, 50 MP: bytes/thumbnail.ts).
   */
  "media-process": defineTask({
    payload: z.object({ fileId: z.string().min(1).max(100) }),
    run: async (input) => (await import("@/lib/server/media/process-media")).processMediaFile(input),
    expireInSeconds: 10 * 60,
    batchSize: 2,
  }),
  /** Removes deleted media files' bytes and thumbnails from storage; retried until storage has done it. */
  "media-purge": defineTask({
    payload: z.object({
      keys: z
        .array(z.string().regex(/^media\//))
        .min(1)
        .max(2 * MEDIA_BULK_MAX_IDS),
    }),
    run: async (input) => (await import("@/lib/server/media/purge-media")).purgeMediaObjects(input),
    retries: 20,
  }),
  /** Processes one stored webhook delivery alone: the retry of a delivery whose drain batch failed. */
  "webhook-event": defineTask({
    payload: z.object({ eventId: z.string().min(1) }),
    run: async ({ eventId }) =>
      (await import("@/lib/server/channels/webhooks/process-webhook-event")).processWebhookEvent(eventId),
  }),
  /**
   * Reads a channel's stored webhook deliveries in batches (lib/server/channels/webhooks/drain-webhook-events.ts);
   * one waits per channel (the key), the intake kicks it.
   */
  "webhook-drain": defineTask({
    payload: z.object({ channelId: z.string().min(1) }),
    run: async ({ channelId }) =>
      (await import("@/lib/server/channels/webhooks/drain-webhook-events")).drainWebhookEvents(channelId),
  }),
  /** Kicks the drain of channels whose deliveries waited too long (a process died before it kicked). */
  "webhook-sweep": defineTask({
    payload: z.object({}),
    run: async () => (await import("@/lib/server/channels/webhooks/drain-webhook-events")).sweepWebhookEvents(),
    cron: "* * * * *",
  }),
  /** A sandbox channel's webhook (a status, a template verdict), signed and taken in like Meta's. */
  "sandbox-webhook": defineTask({
    payload: z.object({ channelId: z.string().min(1), body: z.record(z.string(), z.unknown()) }),
    run: async (input) =>
      (await import("@/lib/server/channels/webhooks/deliver-sandbox-webhook")).deliverSandboxWebhook(input),
  }),
  /**
   * Hands one queued message to its channel's provider, at most once (meta.md §7.2). 25 per fetch:
   * the sends of a fetch share their database round trips (send-message.ts), so a bigger batch
   * costs less per message (CPU per send 1.5 ms at 10, 1.0 ms at 25 or 50: `npm run bench -- pipeline`),
   * while a worker killed mid-batch leaves at most its in-flight sends `unknown` (never resent).
   */
  "message-send": defineTask({
    payload: z.object({ messageId: z.string().min(1) }),
    run: async ({ messageId }) => (await import("@/lib/server/messages/send-message")).sendQueuedMessage(messageId),
    batchSize: 25,
  }),
  /**
   * Settles sends no webhook confirmed in time as `unknown` (meta.md §7.2 step 6), and gives a new
   * job to a waiting message whose job was dead-lettered (requeue-stranded-sends.ts).
   */
  "message-sweep": defineTask({
    payload: z.object({}),
    run: async () => {
      await (await import("@/lib/server/messages/sweep-unknown-sends")).sweepUnknownSends();
      await (await import("@/lib/server/messages/requeue-stranded-sends")).requeueStrandedSends();
    },
    cron: "* * * * *",
  }),
  /** A scheduled campaign's start, at its time (lib/server/campaigns/campaign-state.ts). */
  "campaign-start": defineTask({
    payload: z.object({ campaignId: z.string().min(1) }),
    run: async ({ campaignId }) =>
      (await import("@/lib/server/campaigns/campaign-state")).startScheduledCampaign(campaignId),
    expireInSeconds: 5 * 60,
  }),
  /**
   * One lane of a running campaign's sender (lib/server/campaigns/lanes.ts): claims chunks of
   * recipients and sends them through the pipeline for up to 20 s, then hands over to its next run.
   * Retried quickly and often: a killed worker's lane is back after its heartbeat (~10 s).
   */
  "campaign-lane": defineTask({
    payload: z.object({ campaignId: z.string().min(1), lane: z.number().int().min(0).max(15) }),
    run: async (input) => (await import("@/lib/server/campaigns/lanes")).runCampaignLane(input),
    expireInSeconds: 120,
    retries: 100,
    retryDelaySeconds: 1,
    retryBackoff: false,
    batchSize: 2,
  }),
  /** Starts due scheduled campaigns and wakes running ones' lanes (the safety net), every minute. */
  "campaign-sweep": defineTask({
    payload: z.object({}),
    run: async () => (await import("@/lib/server/campaigns/campaign-state")).sweepCampaigns(),
    cron: "* * * * *",
  }),
  /** Deletes real-time events past their retention (lib/server/events/prune-events.ts), hourly. */
  "events-prune": defineTask({
    payload: z.object({}),
    run: async () => (await import("@/lib/server/events/prune-events")).pruneEvents(),
    cron: "17 * * * *",
  }),
  /** Fetches one inbound message's media from the provider into the media library. */
  "inbound-media": defineTask({
    payload: z.object({ messageMediaId: z.string().min(1) }),
    run: async ({ messageMediaId }) =>
      (await import("@/lib/server/messages/fetch-inbound-media")).fetchInboundMedia(messageMediaId),
  }),
  /** The sandbox's status webhooks due for one channel, from its own log. */
  "sandbox-statuses": defineTask({
    payload: z.object({ channelId: z.string().min(1) }),
    run: async ({ channelId }) =>
      (await import("@/lib/server/channels/providers/sandbox/emit-sandbox-statuses")).emitSandboxStatuses(channelId),
  }),
  /**
   * Publishes a scheduled post at its time, exactly once per account (lib/server/posts/publish/publish-post.ts).
   * `at` is the time it was enqueued for: a post since moved, unscheduled or deleted is left alone.
   * Transient platform errors are retried with back-off (30 s, 1 min, 2 min, 4 min).
   */
  "post-publish": defineTask({
    payload: z.object({ postId: z.string().min(1), at: z.iso.datetime() }),
    run: async (input) => (await import("@/lib/server/posts/publish/publish-post")).publishPost(input),
    retries: 4,
    retryDelaySeconds: 30,
    // An Instagram video's container may take minutes to be ready.
    expireInSeconds: 10 * 60,
  }),
  /** Settles publish claims dead workers left, re-enqueues due posts whose job was lost. */
  "post-sweep": defineTask({
    payload: z.object({}),
    run: async () => (await import("@/lib/server/posts/publish/publish-post")).sweepPosts(),
    cron: "* * * * *",
  }),
  /**
   * Every social account's figures for yesterday (final) and today (so far), hourly; idempotent
   * per account and day (lib/server/analytics/snapshots.ts).
   */
  "social-snapshots": defineTask({
    payload: z.object({}),
    run: async () => (await import("@/lib/server/analytics/snapshots")).snapshotSocialAccounts(),
    cron: "7 * * * *",
    retries: 3,
    retryDelaySeconds: 300,
    expireInSeconds: 15 * 60,
    batchSize: 1,
  }),
  // The two below take any address: the lookup happens here, so the routes answer alike (issue 13 #6).
  // Their payloads hold an address, so done jobs are kept for an hour only.
  "password-reset-mail": defineTask({
    payload: forgotPasswordSchema,
    run: async (input) => (await import("@/lib/server/auth/password-reset")).requestPasswordReset(input),
    keepSeconds: 3600,
  }),
  "verification-mail": defineTask({
    payload: resendVerificationSchema,
    run: async (input) => (await import("@/lib/server/auth/email-verification")).resendVerification(input),
    keepSeconds: 3600,
  }),
};

export type TaskName = keyof typeof tasks;
