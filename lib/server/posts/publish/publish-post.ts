import "server-only";
import type { PostTargetStatus, Prisma } from "@/lib/generated/prisma/client";
import { randomToken, sha256 } from "@/lib/server/auth/secrets";
import { decryptChannelSecret } from "@/lib/server/channels/channel-secrets";
import { isProviderError } from "@/lib/server/channels/providers/errors";
import { db } from "@/lib/server/db";
import { appendEvent } from "@/lib/server/events/append-event";
import { enqueue } from "@/lib/server/jobs/enqueue";
import { logger } from "@/lib/server/logger";
import { shareUrl } from "@/lib/server/media/share/create-share";
import { createNotification } from "@/lib/server/notifications/notifications";
import { settlePostStatus } from "@/lib/server/posts/posts";
import { markSocialAccountError } from "@/lib/server/posts/social-accounts";
import { socialErrorReason } from "@/lib/server/posts/social-error-reason";
import { checkInstagramContainer, metaPublish, type MetaMedia } from "@/lib/server/posts/publish/meta-publisher";
import { sandboxLookup, sandboxPublish } from "@/lib/server/posts/publish/sandbox-publisher";

// Publishing a scheduled post, exactly once per account (architecture.md → Jobs; meta.md §7.2):
//  1. the job (`post-publish`, enqueued for the post's time) carries the time it was made for; a
//     post since edited to another time, unscheduled or deleted is left alone (its edit made its
//     own job): that is how an edit or a delete changes or cancels the publish;
//  2. the post goes `publishing` in one statement that also checks the time (row lock: an edit
//     waits for it, or it sees the edit);
//  3. each target is claimed (`pending` → `publishing`, committed) before the platform is called,
//     so a second worker, or the same job delivered twice, finds nothing to do;
//  4. the platform's answer is recorded; a transient error puts the target back to `pending` and
//     the job is retried with back-off (pg-boss), up to PUBLISH_MAX_ATTEMPTS; others fail it with
//     the reason;
//  5. a target a dead worker left `publishing` (claimed longer than STALE_CLAIM_MS ago) is settled
//     from what the platform holds (the sandbox's record, Instagram's container), never by
//     publishing blindly: only one the platform provably never got goes back to `pending`.

export const PUBLISH_MAX_ATTEMPTS = 5;
/** A claim older than this belongs to a worker that died (a live publish takes seconds). */
export const STALE_CLAIM_MS = 120_000;

/** A run that left targets to try again: the job fails, and pg-boss retries it with back-off. */
export class PublishRetryError extends Error {
  override name = "PublishRetryError";
}

const targetSelect = {
  id: true,
  companyId: true,
  postId: true,
  accountId: true,
  status: true,
  attempts: true,
  claimedAt: true,
  containerId: true,
  account: {
    select: {
      id: true,
      name: true,
      platform: true,
      provider: true,
      handle: true,
      status: true,
      externalId: true,
      accessTokenEnc: true,
    },
  },
} as const satisfies Prisma.PostTargetSelect;

type Target = Prisma.PostTargetGetPayload<{ select: typeof targetSelect }>;
type PostForPublish = {
  id: string;
  companyId: string;
  authorId: string | null;
  title: string;
  text: string;
  mediaIds: string[];
};

/** What became of one target in this run. */
type Outcome =
  | { status: "published"; externalId: string | null; permalink: string | null }
  | { status: "manual" }
  | { status: "failed"; reason: string; message: string | null }
  | { status: "pending"; reason: string; message: string | null }
  | { status: "publishing" };

async function record(target: Target, outcome: Outcome) {
  if (outcome.status === "publishing") return;
  const now = new Date();
  const data: Prisma.PostTargetUpdateManyMutationInput =
    outcome.status === "published"
      ? {
          status: "published",
          externalId: outcome.externalId,
          permalink: outcome.permalink,
          publishedAt: now,
          errorReason: null,
          errorMessage: null,
        }
      : outcome.status === "manual"
        ? { status: "manual" }
        : {
            status: outcome.status,
            errorReason: outcome.reason,
            errorMessage: outcome.message?.slice(0, 1000) ?? null,
          };
  // Only the claim's holder records (a target a sweeper settled meanwhile is not overwritten).
  await db.postTarget.updateMany({ where: { id: target.id, status: "publishing" }, data });
}

/** Public links (a day long) for Meta to fetch the post's files from. */
async function mediaLinks(post: PostForPublish): Promise<MetaMedia[]> {
  if (post.mediaIds.length === 0) return [];
  const files = await db.mediaFile.findMany({
    where: { companyId: post.companyId, id: { in: post.mediaIds } },
    select: { id: true, type: true },
  });
  const byId = new Map(files.map((file) => [file.id, file]));
  const media: MetaMedia[] = [];
  for (const id of post.mediaIds) {
    const file = byId.get(id);
    if (!file || (file.type !== "IMAGE" && file.type !== "VIDEO")) continue;
    const token = randomToken();
    await db.mediaShareLink.create({
      data: {
        companyId: post.companyId,
        fileId: id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    });
    media.push({ type: file.type, url: shareUrl(token) });
  }
  return media;
}

async function remindAuthor(post: PostForPublish, target: Target) {
  const userId =
    post.authorId ??
    (await db.user.findFirst({ where: { companyId: post.companyId, role: "owner" }, select: { id: true } }))?.id;
  if (!userId) return;
  await createNotification({
    companyId: post.companyId,
    userId,
    type: "postManual",
    data: {
      postId: post.id,
      title: post.title,
      text: post.text,
      mediaIds: post.mediaIds,
      platform: target.account.platform,
      accountId: target.accountId,
      accountName: target.account.name,
    },
  });
}

/** Calls the target's platform once (the target is claimed). */
async function publishTarget(post: PostForPublish, target: Target): Promise<Outcome> {
  const account = target.account;
  if (account.status === "disconnected") return { status: "failed", reason: "accountDisconnected", message: null };
  if (account.provider === "manual") {
    await remindAuthor(post, target);
    return { status: "manual" };
  }
  if (account.provider === "sandbox") {
    const link = await sandboxPublish({
      id: target.id,
      companyId: target.companyId,
      accountId: target.accountId,
      platform: account.platform,
      handle: account.handle,
    });
    return { status: "published", ...link };
  }
  if (!account.accessTokenEnc || !account.externalId) {
    return { status: "failed", reason: "accountDisconnected", message: null };
  }
  try {
    const result = await metaPublish({
      platform: account.platform,
      externalId: account.externalId,
      accessToken: decryptChannelSecret(account.accessTokenEnc),
      text: post.text,
      media: await mediaLinks(post),
      beforePublish: async (handle) => {
        await db.postTarget.update({ where: { id: target.id }, data: { containerId: handle } });
      },
    });
    return { status: "published", ...result };
  } catch (error) {
    if (!isProviderError(error)) throw error;
    if (error.channelLevel) await markSocialAccountError(target.accountId, error);
    const reason = socialErrorReason(error);
    if (error.kind === "transient" && target.attempts + 1 < PUBLISH_MAX_ATTEMPTS) {
      return { status: "pending", reason, message: error.providerMessage };
    }
    return { status: "failed", reason, message: error.providerMessage };
  }
}

/** A target a dead worker left `publishing`: what the platform holds decides, never a blind re-publish. */
async function settleStale(post: PostForPublish, target: Target): Promise<Outcome> {
  const account = target.account;
  if (account.provider === "sandbox") {
    const held = await sandboxLookup(target.id);
    return held
      ? { status: "published", externalId: held.externalId, permalink: held.permalink }
      : { status: "pending", reason: "temporary", message: null };
  }
  if (account.provider === "manual") {
    await remindAuthor(post, target);
    return { status: "manual" };
  }
  if (!target.containerId) return { status: "pending", reason: "temporary", message: null };
  if (account.platform === "facebook" || !account.accessTokenEnc || !account.externalId) {
    return { status: "failed", reason: "outcomeUnknown", message: null };
  }
  try {
    const check = await checkInstagramContainer({
      externalId: account.externalId,
      accessToken: decryptChannelSecret(account.accessTokenEnc),
      containerId: target.containerId,
    });
    if (check.state === "published") return { status: "published", externalId: null, permalink: null };
    if (check.state === "publish") return { status: "published", ...check.result };
    if (check.state === "failed") return { status: "failed", reason: "mediaError", message: null };
    return { status: "publishing" };
  } catch (error) {
    if (!isProviderError(error)) throw error;
    return error.kind === "transient"
      ? { status: "publishing" }
      : { status: "failed", reason: socialErrorReason(error), message: error.providerMessage };
  }
}

/** Settles a stale target in place; true when it went back to `pending` (publishable again). */
async function settleStaleTarget(post: PostForPublish, target: Target, now: Date): Promise<boolean> {
  // Take the stale claim over (a second sweeper or job finds it fresh again).
  const taken = await db.postTarget.updateMany({
    where: { id: target.id, status: "publishing", claimedAt: target.claimedAt },
    data: { claimedAt: now },
  });
  if (taken.count === 0) return false;
  const outcome = await settleStale(post, target);
  logger.warn({ postId: post.id, targetId: target.id, outcome: outcome.status }, "stale publish claim settled");
  await record(target, outcome);
  return outcome.status === "pending";
}

const postSelect = {
  id: true,
  companyId: true,
  authorId: true,
  title: true,
  text: true,
  mediaIds: true,
  status: true,
  scheduledAt: true,
} as const;

async function finishRun(companyId: string, postId: string) {
  await db.$transaction(async (tx) => {
    await settlePostStatus(tx, postId);
    await appendEvent(tx, { companyId, kind: "post.updated", data: { postId } });
  });
}

/** The `post-publish` job: publishes the post's pending targets if it is still due at `at`. */
export async function publishPost(
  { postId, at }: { postId: string; at: string },
  { staleMs = STALE_CLAIM_MS }: { staleMs?: number } = {},
): Promise<"cancelled" | "done"> {
  const post = await db.post.findUnique({ where: { id: postId }, select: postSelect });
  if (!post || post.scheduledAt?.toISOString() !== at) return "cancelled";
  const started = await db.post.updateMany({
    where: { id: postId, scheduledAt: new Date(at), status: { in: ["scheduled", "publishing"] } },
    data: { status: "publishing", attempts: { increment: 1 } },
  });
  if (started.count === 0) return "cancelled";
  const targets = await db.postTarget.findMany({
    where: { postId },
    select: targetSelect,
    orderBy: { createdAt: "asc" },
  });
  const now = new Date();
  let again = false;
  for (const target of targets) {
    if (target.status === "publishing" && target.claimedAt && now.getTime() - target.claimedAt.getTime() >= staleMs) {
      if (!(await settleStaleTarget(post, target, now))) continue;
    } else if (target.status !== "pending") {
      continue;
    }
    const claimed = await db.postTarget.updateMany({
      where: { id: target.id, status: "pending" },
      data: { status: "publishing", attempts: { increment: 1 }, claimedAt: new Date(), containerId: null },
    });
    if (claimed.count === 0) continue;
    const outcome = await publishTarget(post, target);
    await record(target, outcome);
    if (outcome.status === "pending") again = true;
  }
  await finishRun(post.companyId, postId);
  if (again) throw new PublishRetryError(`post ${postId}: a platform asked to try again later`);
  return "done";
}

/**
 * The `post-sweep` job (every minute): settles claims dead workers left, and re-enqueues posts that
 * are due with targets still pending (a job lost, a retry run out while a target waited).
 */
export async function sweepPosts({ staleMs = STALE_CLAIM_MS, now = new Date() } = {}) {
  const stale = await db.postTarget.findMany({
    where: { status: "publishing", claimedAt: { lt: new Date(now.getTime() - staleMs) } },
    select: { ...targetSelect, post: { select: postSelect } },
    take: 500,
  });
  const touched = new Map<string, (typeof stale)[number]["post"]>();
  const again = new Set<string>();
  for (const { post, ...target } of stale) {
    if (await settleStaleTarget(post, target, now)) again.add(post.id);
    touched.set(post.id, post);
  }
  for (const [postId, post] of touched) {
    await finishRun(post.companyId, postId);
    // A target the platform never got is publishable again: at once.
    if (again.has(postId)) {
      const at = post.scheduledAt!.toISOString();
      await enqueue("post-publish", { postId, at }, { key: `post:${postId}:settled:${now.getTime()}` });
    }
  }
  const due = await db.post.findMany({
    where: {
      // A post publishing with a pending target is normally waiting for its job's retry: only one
      // untouched for 15 minutes is taken to have lost it.
      OR: [{ status: "scheduled" }, { status: "publishing", updatedAt: { lt: new Date(now.getTime() - 15 * 60_000) } }],
      scheduledAt: { lte: new Date(now.getTime() - 30_000) },
      targets: { some: { status: "pending" as PostTargetStatus } },
    },
    select: { id: true, scheduledAt: true },
    take: 1000,
  });
  for (const post of due) {
    const at = post.scheduledAt!.toISOString();
    await enqueue("post-publish", { postId: post.id, at }, { key: `post:${post.id}:${at}` });
  }
  return { settled: stale.length, requeued: due.length };
}
