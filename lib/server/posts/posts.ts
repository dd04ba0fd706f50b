import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { mediaThumbnailUrl } from "@/lib/media/constants";
import { canOnRow } from "@/lib/permissions";
import type { PostDetailJson, PostMediaJson } from "@/lib/posts/types";
import {
  checkPlatformRules,
  isPastTime,
  type CreatePostInput,
  type UpdatePostInput,
  type boostSchema,
  type markPublishedSchema,
} from "@/lib/validation/posts";
import type { z } from "zod";
import { db } from "@/lib/server/db";
import { AppError, type FieldErrorKey } from "@/lib/server/errors";
import { appendEvent } from "@/lib/server/events/append-event";
import { enqueue, prepareJobs } from "@/lib/server/jobs/enqueue";
import {
  DELETE_ACTIONS,
  EDIT_ACTIONS,
  statusFromTargets,
  toPostJson,
  type PostActor,
  type PostRow,
} from "@/lib/server/posts/post-json";
import { socialAccountSelect, toSocialAccountJson } from "@/lib/server/posts/social-accounts";

// Posts of the content calendar (api.md → Posts (calendar) and social accounts): create, edit,
// reschedule, delete, duplicate, retry, mark published by hand, boost. Members write drafts and
// schedule their own posts; owners and admins manage everyone's (lib/permissions.ts). A scheduled
// post's publish job is enqueued in the transaction that schedules it, for its time; a job whose
// post was since edited to another time, unscheduled or deleted finds that out and does nothing
// (publish-post.ts), which is how an edit or a delete changes or cancels it.

export const postNotFound = () => new AppError("NOT_FOUND", { messageKey: "posts.api.notFound" });
const notEditable = () => new AppError("CONFLICT", { messageKey: "posts.api.notEditable" });

/** States whose content may still change. */
const EDITABLE = ["draft", "scheduled", "failed"] as const;

const postInclude = {
  author: { select: { firstName: true, lastName: true, avatarUrl: true } },
  targets: {
    select: {
      id: true,
      accountId: true,
      status: true,
      permalink: true,
      errorReason: true,
      errorMessage: true,
      publishedAt: true,
      account: { select: { platform: true, createdAt: true } },
    },
  },
} as const satisfies Prisma.PostInclude;

type LoadedPost = Prisma.PostGetPayload<{ include: typeof postInclude }>;

function rowOf(post: LoadedPost): PostRow {
  const targets = [...post.targets].sort(
    (a, b) => a.account.createdAt.getTime() - b.account.createdAt.getTime() || a.accountId.localeCompare(b.accountId),
  );
  return {
    ...post,
    authorFirstName: post.author?.firstName ?? null,
    authorLastName: post.author?.lastName ?? null,
    authorAvatarUrl: post.author?.avatarUrl ?? null,
    targets: targets.map(({ account, ...target }) => ({ ...target, platform: account.platform })),
  };
}

async function loadPost(companyId: string, id: string) {
  const post = await db.post.findFirst({ where: { id, companyId }, include: postInclude });
  if (!post) throw postNotFound();
  return post;
}

const MEDIA_SELECT = {
  id: true,
  name: true,
  type: true,
  mimeType: true,
  sizeBytes: true,
  width: true,
  height: true,
  durationSec: true,
} as const;

async function companyMedia(companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db.mediaFile.findMany({ where: { companyId, id: { in: [...ids] } }, select: MEDIA_SELECT });
  // Another company's file (or none) is a 404, like its id anywhere else.
  if (rows.length !== new Set(ids).size) throw new AppError("NOT_FOUND", { messageKey: "posts.api.mediaNotFound" });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)!);
}

async function existingMedia(companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.mediaFile.findMany({ where: { companyId, id: { in: [...ids] } }, select: MEDIA_SELECT });
}

async function companyAccounts(companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db.socialAccount.findMany({
    where: { companyId, id: { in: [...ids] } },
    select: socialAccountSelect,
  });
  if (rows.length !== new Set(ids).size) throw new AppError("NOT_FOUND", { messageKey: "posts.api.accountNotFound" });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)!);
}

const mediaJson = (file: Awaited<ReturnType<typeof companyMedia>>[number]): PostMediaJson => ({
  id: file.id,
  name: file.name,
  type: file.type,
  mimeType: file.mimeType,
  size: Number(file.sizeBytes),
  width: file.width,
  height: file.height,
  durationSec: file.durationSec,
  thumbnailUrl: mediaThumbnailUrl(file.id),
  url: `/api/v1/media/${encodeURIComponent(file.id)}/content?inline=1`,
});

async function detailOf(actor: PostActor, post: LoadedPost): Promise<PostDetailJson> {
  const [media, accounts] = await Promise.all([
    db.mediaFile.findMany({ where: { companyId: actor.companyId, id: { in: post.mediaIds } }, select: MEDIA_SELECT }),
    db.socialAccount.findMany({
      where: { companyId: actor.companyId, id: { in: post.targets.map((target) => target.accountId) } },
      select: socialAccountSelect,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    }),
  ]);
  const byId = new Map(media.map((file) => [file.id, file]));
  return {
    ...toPostJson(rowOf(post), actor),
    // A file deleted since is left out.
    media: post.mediaIds.flatMap((id) => (byId.has(id) ? [mediaJson(byId.get(id)!)] : [])),
    accounts: accounts.map(toSocialAccountJson),
  };
}

export async function getPost(actor: PostActor, id: string): Promise<PostDetailJson> {
  return detailOf(actor, await loadPost(actor.companyId, id));
}

/** What a scheduled post must satisfy: accounts connected, a time not in the past, each platform's rules. */
function scheduleProblems(input: {
  accounts: Awaited<ReturnType<typeof companyAccounts>>;
  media: Awaited<ReturnType<typeof companyMedia>>;
  text: string;
  scheduledAt: Date;
  checkTime: boolean;
}): FieldErrorKey[] {
  const problems: FieldErrorKey[] = [];
  if (input.checkTime && isPastTime(input.scheduledAt, Date.now())) {
    problems.push({ field: "scheduledAt", key: "posts.rules.pastTime" });
  }
  input.accounts.forEach((account, index) => {
    if (account.status === "disconnected") {
      problems.push({
        field: `accountIds.${index}`,
        key: "posts.rules.accountDisconnected",
        values: { name: account.name },
      });
    }
  });
  const issues = checkPlatformRules({
    platforms: input.accounts.map((account) => account.platform),
    text: input.text,
    media: input.media.map((file) => ({
      id: file.id,
      type: file.type,
      mimeType: file.mimeType,
      size: Number(file.sizeBytes),
    })),
  });
  for (const issue of issues) problems.push({ field: issue.field, key: issue.key, values: issue.values });
  return problems;
}

/** The publish job for a post's time (a key per post and time: enqueueing it twice waits once). */
async function schedulePublish(tx: Prisma.TransactionClient, postId: string, at: Date) {
  await enqueue(
    "post-publish",
    { postId, at: at.toISOString() },
    { runAt: at, key: `post:${postId}:${at.toISOString()}`, tx },
  );
}

type NewPost = Pick<Prisma.PostUncheckedCreateInput, "title" | "text" | "status" | "scheduledAt" | "mediaIds">;

/** Inserts `post` as the caller's, with one target per account, and tells the live views (create, duplicate). */
async function insertPost(
  tx: Prisma.TransactionClient,
  actor: PostActor,
  post: NewPost,
  accountIds: string[],
): Promise<string> {
  const { id } = await tx.post.create({
    data: {
      ...post,
      companyId: actor.companyId,
      authorId: actor.userId,
      targets: { create: accountIds.map((accountId) => ({ companyId: actor.companyId, accountId })) },
    },
    select: { id: true },
  });
  await appendEvent(tx, { companyId: actor.companyId, kind: "post.updated", data: { postId: id } });
  return id;
}

export async function createPost(actor: PostActor, input: CreatePostInput): Promise<PostDetailJson> {
  const [accounts, media] = await Promise.all([
    companyAccounts(actor.companyId, input.accountIds),
    companyMedia(actor.companyId, input.mediaIds),
  ]);
  const scheduledAt = input.scheduledAt ? new Date(input.scheduledAt) : null;
  if (input.status === "scheduled") {
    const problems = scheduleProblems({
      accounts,
      media,
      text: input.text,
      scheduledAt: scheduledAt!,
      checkTime: true,
    });
    if (problems.length > 0) throw new AppError("VALIDATION_ERROR", { fieldErrors: problems });
  }
  await prepareJobs();
  const id = await db.$transaction(async (tx) => {
    const { title, text, status, mediaIds } = input;
    const postId = await insertPost(
      tx,
      actor,
      { title, text, status, scheduledAt, mediaIds },
      accounts.map((account) => account.id),
    );
    if (status === "scheduled") await schedulePublish(tx, postId, scheduledAt!);
    return postId;
  });
  return getPost(actor, id);
}

function assertMay(
  actor: PostActor,
  actions: { own: "posts.updateOwn" | "posts.deleteOwn"; others: "posts.updateOthers" | "posts.deleteOthers" },
  authorId: string | null,
) {
  if (!canOnRow(actor.role, actions, authorId === actor.userId)) throw new AppError("FORBIDDEN");
}

/**
 * Edits or reschedules a post (any subset of the create body). A scheduled post's new time gets a
 * new job (the old one finds the time changed and does nothing); back to draft, nothing publishes.
 * A failed post edited to `scheduled` is published again at its (new) time; its published targets stay.
 */
export async function updatePost(actor: PostActor, id: string, input: UpdatePostInput): Promise<PostDetailJson> {
  const current = await loadPost(actor.companyId, id);
  assertMay(actor, EDIT_ACTIONS, current.authorId);
  if (!(EDITABLE as readonly string[]).includes(current.status)) throw notEditable();
  const accountIds = input.accountIds ?? current.targets.map((target) => target.accountId);
  const mediaIds = input.mediaIds ?? current.mediaIds;
  const text = input.text ?? current.text;
  const scheduledAt =
    input.scheduledAt === undefined
      ? current.scheduledAt
      : input.scheduledAt === null
        ? null
        : new Date(input.scheduledAt);
  const status = input.status ?? current.status;
  const [accounts, media] = await Promise.all([
    companyAccounts(actor.companyId, accountIds),
    // Files deleted since the post was saved drop out; newly named ones must be the company's.
    input.mediaIds ? companyMedia(actor.companyId, mediaIds) : existingMedia(actor.companyId, mediaIds),
  ]);
  if (status === "scheduled") {
    const problems: FieldErrorKey[] = [];
    if (!scheduledAt) problems.push({ field: "scheduledAt", key: "validation.required" });
    if (accountIds.length === 0) problems.push({ field: "accountIds", key: "posts.rules.needsAccount" });
    const timeChanged = scheduledAt?.getTime() !== current.scheduledAt?.getTime() || current.status !== "scheduled";
    if (scheduledAt) problems.push(...scheduleProblems({ accounts, media, text, scheduledAt, checkTime: timeChanged }));
    if (problems.length > 0) throw new AppError("VALIDATION_ERROR", { fieldErrors: problems });
  }
  await prepareJobs();
  await db.$transaction(async (tx) => {
    // The row as read, still editable: a worker that claimed it meanwhile wins (409).
    const claimed = await tx.post.updateMany({
      where: { id, companyId: actor.companyId, status: current.status, updatedAt: current.updatedAt },
      data: {
        title: input.title ?? current.title,
        text,
        mediaIds,
        scheduledAt,
        status: status === "failed" ? "failed" : status,
        ...(status === "scheduled" ? { errorReason: null, errorMessage: null } : {}),
      },
    });
    if (claimed.count === 0) throw new AppError("CONFLICT", { messageKey: "posts.api.changedMeanwhile" });
    const keep = new Set(accountIds);
    const published = current.targets.filter((target) => target.status === "published").map((target) => target.id);
    await tx.postTarget.deleteMany({
      where: { postId: id, accountId: { notIn: [...keep] }, id: { notIn: published } },
    });
    const existing = new Set(current.targets.map((target) => target.accountId));
    const added = accountIds.filter((accountId) => !existing.has(accountId));
    if (added.length > 0) {
      await tx.postTarget.createMany({
        data: added.map((accountId) => ({ companyId: actor.companyId, postId: id, accountId })),
      });
    }
    if (status === "scheduled") {
      // Failed (or manual-reminded) targets go again; published ones stay published.
      await tx.postTarget.updateMany({
        where: { postId: id, status: { in: ["failed", "pending"] } },
        data: { status: "pending", errorReason: null, errorMessage: null, claimedAt: null },
      });
      await schedulePublish(tx, id, scheduledAt!);
    }
    await appendEvent(tx, { companyId: actor.companyId, kind: "post.updated", data: { postId: id } });
  });
  return getPost(actor, id);
}

/** Deletes a post (its job then finds nothing to do). Not while it is being published (409). */
export async function deletePost(actor: PostActor, id: string): Promise<void> {
  const current = await loadPost(actor.companyId, id);
  assertMay(actor, DELETE_ACTIONS, current.authorId);
  await db.$transaction(async (tx) => {
    const deleted = await tx.post.deleteMany({
      where: { id, companyId: actor.companyId, status: { not: "publishing" } },
    });
    if (deleted.count === 0) throw new AppError("CONFLICT", { messageKey: "posts.api.publishingNow" });
    await appendEvent(tx, { companyId: actor.companyId, kind: "post.updated", data: { postId: id } });
  });
}

/** A copy as the caller's draft: same title, text, media, accounts and time. */
export async function duplicatePost(actor: PostActor, id: string): Promise<PostDetailJson> {
  const source = await loadPost(actor.companyId, id);
  const { title, text, scheduledAt, mediaIds } = source;
  const copyId = await db.$transaction((tx) =>
    insertPost(
      tx,
      actor,
      { title, text, status: "draft", scheduledAt, mediaIds },
      source.targets.map((target) => target.accountId),
    ),
  );
  return getPost(actor, copyId);
}

/** A failed post's failed targets are published again now (its published ones stay). */
export async function retryPost(actor: PostActor, id: string): Promise<PostDetailJson> {
  const current = await loadPost(actor.companyId, id);
  assertMay(actor, EDIT_ACTIONS, current.authorId);
  if (current.status !== "failed") throw new AppError("CONFLICT", { messageKey: "posts.api.notFailed" });
  const disconnected = await db.socialAccount.count({
    where: {
      id: { in: current.targets.filter((t) => t.status === "failed").map((t) => t.accountId) },
      status: "disconnected",
    },
  });
  if (disconnected > 0) {
    throw new AppError("VALIDATION_ERROR", {
      fieldErrors: [{ field: "accountIds", key: "posts.rules.accountDisconnected", values: { name: "" } }],
    });
  }
  await prepareJobs();
  const at = current.scheduledAt ?? new Date();
  await db.$transaction(async (tx) => {
    const claimed = await tx.post.updateMany({
      where: { id, status: "failed", updatedAt: current.updatedAt },
      data: { status: "scheduled", errorReason: null, errorMessage: null, scheduledAt: at },
    });
    if (claimed.count === 0) throw new AppError("CONFLICT", { messageKey: "posts.api.changedMeanwhile" });
    await tx.postTarget.updateMany({
      where: { postId: id, status: "failed" },
      data: { status: "pending", errorReason: null, errorMessage: null, claimedAt: null },
    });
    // Now, not at the (past) time: a retry's key differs from the first run's.
    await enqueue("post-publish", { postId: id, at: at.toISOString() }, { key: `post:${id}:retry:${Date.now()}`, tx });
    await appendEvent(tx, { companyId: actor.companyId, kind: "post.updated", data: { postId: id } });
  });
  return getPost(actor, id);
}

/** A manual post was published by hand: its manual targets (or one account's) become published. */
export async function markPublished(
  actor: PostActor,
  id: string,
  input: z.output<typeof markPublishedSchema>,
): Promise<PostDetailJson> {
  const current = await loadPost(actor.companyId, id);
  assertMay(actor, EDIT_ACTIONS, current.authorId);
  const waiting = current.targets.filter(
    (target) => target.status === "manual" && (!input.accountId || target.accountId === input.accountId),
  );
  if (waiting.length === 0) throw new AppError("CONFLICT", { messageKey: "posts.api.notManual" });
  const now = new Date();
  await db.$transaction(async (tx) => {
    await tx.postTarget.updateMany({
      where: { id: { in: waiting.map((target) => target.id) }, status: "manual" },
      data: { status: "published", publishedAt: now, ...(input.permalink ? { permalink: input.permalink } : {}) },
    });
    await settlePostStatus(tx, id);
    await appendEvent(tx, { companyId: actor.companyId, kind: "post.updated", data: { postId: id } });
  });
  return getPost(actor, id);
}

/** The post's status, publishedAt and first error, from its targets (called after any target changes). */
export async function settlePostStatus(tx: Prisma.TransactionClient, postId: string) {
  const targets = await tx.postTarget.findMany({
    where: { postId },
    select: { status: true, publishedAt: true, errorReason: true, errorMessage: true },
    orderBy: { createdAt: "asc" },
  });
  const status = statusFromTargets(targets.map((target) => target.status));
  const failed = targets.find((target) => target.status === "failed");
  const published = targets.filter((target) => target.publishedAt).map((target) => target.publishedAt!.getTime());
  await tx.post.updateMany({
    where: { id: postId, status: { not: "draft" } },
    data: {
      status,
      errorReason: failed?.errorReason ?? null,
      errorMessage: failed?.errorMessage ?? null,
      publishedAt: status === "published" && published.length > 0 ? new Date(Math.max(...published)) : null,
    },
  });
  return status;
}

export async function setBoost(
  actor: PostActor,
  id: string,
  input: z.output<typeof boostSchema> | null,
): Promise<PostDetailJson> {
  const current = await loadPost(actor.companyId, id);
  assertMay(actor, EDIT_ACTIONS, current.authorId);
  await db.$transaction(async (tx) => {
    await tx.post.update({
      where: { id },
      data: input
        ? { boostStartsAt: new Date(input.startsAt), boostEndsAt: new Date(input.endsAt), boostBudget: input.budget }
        : { boostStartsAt: null, boostEndsAt: null, boostBudget: null },
    });
    await appendEvent(tx, { companyId: actor.companyId, kind: "post.updated", data: { postId: id } });
  });
  return getPost(actor, id);
}
