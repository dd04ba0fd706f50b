import { afterAll, describe, expect, it } from "vitest";
import type { PostDetailJson } from "@/lib/posts/types";
import { db } from "@/lib/server/db";
import { PUBLISH_MAX_ATTEMPTS, publishPost, sweepPosts } from "@/lib/server/posts/publish/publish-post";
import { GRAPH_ERRORS, STUB_IDS, STUB_TOKEN, graphStubForFile } from "@/tests/helpers/graph-stub";
import { createCompany, signedInUser } from "@/tests/helpers/factories";
import { runJobWorker } from "@/tests/helpers/jobs";
import { api, mediaRow, metaAccount, socialAccount } from "@/tests/helpers/posts";
import { sleep, until } from "../helpers/until";

// Publishing (issue 20): the job publishes at the post's time through the sandbox, reminds the
// author of a manual platform's post, follows an edit (reschedule) and a delete (cancel); transient
// errors are retried, permanent ones fail with the reason; the Meta adapter against the Graph API
// stub (Facebook feed with a link and photos; Instagram image, carousel and reel); a claim a dead
// worker left is settled from what the platform holds, never published twice.

const stub = await graphStubForFile({ timeoutSeconds: 2 });
process.env.KANAL_IG_POLL_MS = "20";

runJobWorker();

afterAll(() => db.$disconnect());

const postOf = (response: { json: Record<string, unknown> | null }) =>
  (response.json!.data as { post: PostDetailJson }).post;
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

async function company() {
  const { id: companyId } = await createCompany();
  const owner = await signedInUser(companyId, "owner");
  const member = await signedInUser(companyId, "member");
  return { companyId, owner, member };
}

/** A scheduled post written straight to the database (the API refuses past times), with its targets. */
async function duePost(
  companyId: string,
  authorId: string,
  accountIds: string[],
  extra: { text?: string; mediaIds?: string[] } = {},
) {
  return db.post.create({
    data: {
      companyId,
      authorId,
      title: "Due",
      text: extra.text ?? "Hello https://kanal.example/sale",
      status: "scheduled",
      scheduledAt: new Date(Date.now() - 1000),
      mediaIds: extra.mediaIds ?? [],
      targets: { create: accountIds.map((accountId) => ({ companyId, accountId })) },
    },
    include: { targets: true },
  });
}

const run = (post: { id: string; scheduledAt: Date | null }) =>
  publishPost({ postId: post.id, at: post.scheduledAt!.toISOString() });

describe("the publish job", () => {
  it("publishes on time through the sandbox, once per account, and reminds the author of a manual one", async () => {
    const c = await company();
    const instagram = await socialAccount(c.companyId, "instagram");
    const twitter = await socialAccount(c.companyId, "twitter");
    const linkedin = await socialAccount(c.companyId, "linkedin", "manual");
    const image = await mediaRow(c.companyId);
    const at = inSeconds(2);
    const created = postOf(
      await api.create(c.member.headers, {
        title: "Launch",
        text: "New season",
        accountIds: [instagram.id, twitter.id, linkedin.id],
        mediaIds: [image.id],
        scheduledAt: at,
        status: "scheduled",
      }),
    );
    const done = await until(
      "published",
      async () => postOf(await api.read(c.member.headers, created.id)),
      (post) => post.status === "manual",
    );
    expect(done.targets.map((t) => [t.platform, t.status])).toEqual([
      ["instagram", "published"],
      ["twitter", "published"],
      ["linkedin", "manual"],
    ]);
    expect(done.targets[0]!.permalink).toMatch(/^https:\/\/www\.instagram\.com\/p\/[\w-]{11}\/$/);
    expect(done.targets[1]!.permalink).toMatch(/^https:\/\/x\.com\/kanal\.twitter\/status\/\d{19}$/);
    // On time: not before, and within the minute.
    const late = Date.parse(done.targets[0]!.publishedAt!) - Date.parse(at);
    expect(late).toBeGreaterThanOrEqual(0);
    expect(late).toBeLessThan(60_000);
    expect(await db.sandboxPublication.count({ where: { targetId: { in: done.targets.map((t) => t.id) } } })).toBe(2);
    // The author's reminder carries the text and media.
    const reminder = await db.notification.findFirstOrThrow({ where: { userId: c.member.id, type: "postManual" } });
    expect(reminder.data).toMatchObject({
      postId: created.id,
      text: "New season",
      mediaIds: [image.id],
      platform: "linkedin",
    });
    expect(await db.event.count({ where: { kind: "notification.created", userId: c.member.id } })).toBe(1);

    const marked = postOf(
      await api.published(c.member.headers, created.id, { permalink: "https://www.linkedin.com/feed/update/1/" }),
    );
    expect(marked.status).toBe("published");
    expect(marked.publishedAt).not.toBeNull();
    expect(marked.targets[2]).toMatchObject({
      status: "published",
      permalink: "https://www.linkedin.com/feed/update/1/",
    });
  });

  it("follows a reschedule and cancels on delete or back to draft", async () => {
    const c = await company();
    const twitter = await socialAccount(c.companyId, "twitter");
    const body = { title: "T", text: "t", accountIds: [twitter.id], scheduledAt: inSeconds(2), status: "scheduled" };
    const moved = postOf(await api.create(c.owner.headers, body));
    const deleted = postOf(await api.create(c.owner.headers, body));
    const drafted = postOf(await api.create(c.owner.headers, body));
    const soon = postOf(await api.create(c.owner.headers, { ...body, scheduledAt: inSeconds(30) }));
    expect((await api.update(c.owner.headers, moved.id, { scheduledAt: inSeconds(3600) })).status).toBe(200);
    expect((await api.remove(c.owner.headers, deleted.id)).status).toBe(200);
    expect((await api.update(c.owner.headers, drafted.id, { status: "draft" })).status).toBe(200);
    // Brought forward: published at the new time, not the old one.
    expect((await api.update(c.owner.headers, soon.id, { scheduledAt: inSeconds(3) })).status).toBe(200);
    await until(
      "the brought-forward post",
      async () => postOf(await api.read(c.owner.headers, soon.id)).status,
      (status) => status === "published",
    );
    await sleep(1000);
    expect(postOf(await api.read(c.owner.headers, moved.id)).status).toBe("scheduled");
    expect(postOf(await api.read(c.owner.headers, drafted.id)).status).toBe("draft");
    const ids = [moved, deleted, drafted].flatMap((post) => post.targets.map((t) => t.id));
    expect(await db.sandboxPublication.count({ where: { targetId: { in: ids } } })).toBe(0);
    // A member cannot move a colleague's post; a publishing post cannot be edited or deleted.
    expect((await api.update(c.member.headers, moved.id, { scheduledAt: inSeconds(60) })).status).toBe(403);
    await db.post.update({ where: { id: moved.id }, data: { status: "publishing" } });
    expect((await api.update(c.owner.headers, moved.id, { title: "x" })).status).toBe(409);
    expect((await api.remove(c.owner.headers, moved.id)).status).toBe(409);
  });
});

describe("the Meta adapter against the Graph API stub", () => {
  it("publishes a Facebook feed post with its link, and one with photos", async () => {
    const c = await company();
    const page = await metaAccount(c.companyId, "facebook");
    stub.reset();
    const text = await duePost(c.companyId, c.owner.id, [page.id]);
    await run(text);
    const photos = [await mediaRow(c.companyId), await mediaRow(c.companyId, { mimeType: "image/png" })];
    const album = await duePost(c.companyId, c.owner.id, [page.id], {
      text: "Album",
      mediaIds: photos.map((p) => p.id),
    });
    await run(album);
    expect(stub.published.map((item) => item.body)).toEqual([
      { message: "Hello https://kanal.example/sale", link: "https://kanal.example/sale" },
      { message: "Album", attached_media: [{ media_fbid: expect.any(String) }, { media_fbid: expect.any(String) }] },
    ]);
    const photoCalls = stub.requests.filter((r) => r.path.endsWith("/photos"));
    expect(photoCalls.map((r) => (r.body as { published: boolean; url: string }).published)).toEqual([false, false]);
    expect((photoCalls[0]!.body as { url: string }).url).toMatch(/\/s\/[\w-]+$/);
    const target = await db.postTarget.findFirstOrThrow({ where: { postId: album.id } });
    expect(target).toMatchObject({
      status: "published",
      permalink: expect.stringContaining("https://www.facebook.com/"),
    });
    expect((await db.post.findUniqueOrThrow({ where: { id: album.id } })).status).toBe("published");
  });

  it("publishes to Instagram: an image, a carousel and a reel (container, then media_publish)", async () => {
    const c = await company();
    const ig = await metaAccount(c.companyId, "instagram");
    stub.reset();
    const image = await mediaRow(c.companyId);
    const video = await mediaRow(c.companyId, { type: "VIDEO", mimeType: "video/mp4", size: 5_000_000 });
    for (const mediaIds of [[image.id], [image.id, video.id], [video.id]]) {
      const post = await duePost(c.companyId, c.owner.id, [ig.id], { text: "Caption #kanal", mediaIds });
      await run(post);
      const target = await db.postTarget.findFirstOrThrow({ where: { postId: post.id } });
      expect(target).toMatchObject({
        status: "published",
        permalink: expect.stringMatching(/^https:\/\/www\.instagram\.com\/p\//),
      });
      expect(target.containerId).toBeTruthy();
    }
    expect(stub.published.map((item) => item.body.media_type ?? "IMAGE")).toEqual(["IMAGE", "CAROUSEL", "REELS"]);
    const carousel = stub.published[1]!.body as { children: string };
    expect(carousel.children.split(",")).toHaveLength(2);
  });

  it("retries transient errors with back-off, fails permanent ones with the reason, never re-sends an unknown outcome", async () => {
    const c = await company();
    const ig = await metaAccount(c.companyId, "instagram");
    const image = await mediaRow(c.companyId);
    stub.reset();
    // Transient: the target waits, the job throws (pg-boss retries it), the next run publishes.
    const transient = await duePost(c.companyId, c.owner.id, [ig.id], { mediaIds: [image.id] });
    stub.answerNext(GRAPH_ERRORS.temporary, (r) => r.path.endsWith("/media_publish"));
    await expect(run(transient)).rejects.toThrow(/try again later/);
    const waiting = await db.postTarget.findFirstOrThrow({ where: { postId: transient.id } });
    expect(waiting).toMatchObject({ status: "pending", errorReason: "temporary", attempts: 1 });
    await run(transient);
    expect((await db.post.findUniqueOrThrow({ where: { id: transient.id } })).status).toBe("published");
    // … but only PUBLISH_MAX_ATTEMPTS times.
    const stubborn = await duePost(c.companyId, c.owner.id, [ig.id], { mediaIds: [image.id] });
    for (let i = 1; i <= PUBLISH_MAX_ATTEMPTS; i++) {
      stub.answerNext(GRAPH_ERRORS.temporary, (r) => r.path.endsWith("/media_publish"));
      if (i < PUBLISH_MAX_ATTEMPTS) await expect(run(stubborn)).rejects.toThrow();
      else await run(stubborn);
    }
    expect(await db.post.findUniqueOrThrow({ where: { id: stubborn.id } })).toMatchObject({
      status: "failed",
      errorReason: "temporary",
    });

    // Permanent: failed with Meta's reason; an expired token puts the account in error.
    const refused = await duePost(c.companyId, c.owner.id, [ig.id], { mediaIds: [image.id] });
    stub.answerNext(GRAPH_ERRORS.tokenInvalid, (r) => r.path.endsWith("/media"));
    await run(refused);
    const failed = postOf(await api.read(c.owner.headers, refused.id));
    expect(failed).toMatchObject({ status: "failed", error: { reason: "tokenInvalid" } });
    expect(failed.error!.message).toContain("Error validating access token");
    expect((await db.socialAccount.findUniqueOrThrow({ where: { id: ig.id } })).status).toBe("error");

    // Unknown outcome (a 5xx after media_publish was sent): failed, and a retry by hand re-checks nothing blindly.
    const before = stub.published.length;
    const unknown = await duePost(c.companyId, c.owner.id, [ig.id], { mediaIds: [image.id] });
    stub.answerNext(GRAPH_ERRORS.serverError, (r) => r.path.endsWith("/media_publish"));
    await run(unknown);
    expect(await db.post.findUniqueOrThrow({ where: { id: unknown.id } })).toMatchObject({
      status: "failed",
      errorReason: "outcomeUnknown",
    });
    await run(unknown);
    expect(stub.published.length).toBe(before);

    // The retry button: the failed target goes again, now.
    const retried = await api.retry(c.owner.headers, refused.id);
    expect(postOf(retried).status).toBe("scheduled");
    await until(
      "the retried post",
      async () => postOf(await api.read(c.owner.headers, refused.id)).status,
      (status) => status === "published",
    );
  });
});

describe("a claim a dead worker left", () => {
  it("is settled from what the platform holds: never published twice", async () => {
    const c = await company();
    const ig = await metaAccount(c.companyId, "instagram");
    const page = await metaAccount(c.companyId, "facebook");
    const sandbox = await socialAccount(c.companyId, "twitter");
    const image = await mediaRow(c.companyId);
    stub.reset();
    const stale = new Date(Date.now() - 10 * 60_000);
    const claim = (containerId: string | null) => ({
      status: "publishing" as const,
      claimedAt: stale,
      attempts: 1,
      containerId,
    });

    // Instagram: the container was recorded and published before the worker died → published, no second media_publish.
    const publishedIg = await duePost(c.companyId, c.owner.id, [ig.id], { mediaIds: [image.id] });
    await run(publishedIg);
    const igTarget = await db.postTarget.findFirstOrThrow({ where: { postId: publishedIg.id } });
    await db.postTarget.update({
      where: { id: igTarget.id },
      data: { ...claim(igTarget.containerId), permalink: null },
    });
    // Instagram: recorded but never published → published now, once.
    const readyIg = await duePost(c.companyId, c.owner.id, [ig.id], { mediaIds: [image.id] });
    const container = (await (
      await fetch(`${stub.url}/${stub.version}/${STUB_IDS.instagramAccountId}/media`, {
        method: "POST",
        headers: { authorization: `Bearer ${STUB_TOKEN}`, "content-type": "application/json" },
        body: JSON.stringify({ image_url: "https://x/y.jpg" }),
      })
    ).json()) as { id: string };
    await db.postTarget.updateMany({ where: { postId: readyIg.id }, data: claim(container.id) });
    // Facebook: the feed call had started → outcome unknown, not re-posted.
    const fb = await duePost(c.companyId, c.owner.id, [page.id]);
    await db.postTarget.updateMany({ where: { postId: fb.id }, data: claim("feed") });
    // Sandbox: claimed, never reached the platform → published now, once.
    const lost = await duePost(c.companyId, c.owner.id, [sandbox.id]);
    await db.postTarget.updateMany({ where: { postId: lost.id }, data: claim(null) });

    const before = stub.published.length;
    expect(await sweepPosts()).toMatchObject({ settled: 4 });
    const status = async (postId: string) => (await db.postTarget.findFirstOrThrow({ where: { postId } })).status;
    expect(await status(publishedIg.id)).toBe("published");
    expect(await status(readyIg.id)).toBe("published");
    expect(await db.postTarget.findFirstOrThrow({ where: { postId: fb.id } })).toMatchObject({
      status: "failed",
      errorReason: "outcomeUnknown",
    });
    expect(stub.published.length).toBe(before + 1);
    await until(
      "the lost sandbox post",
      () => status(lost.id),
      (value) => value === "published",
    );
    expect(await db.sandboxPublication.count({ where: { companyId: c.companyId } })).toBe(1);
  });

  it("a due post whose job was lost is found by the sweep and published", async () => {
    const c = await company();
    const twitter = await socialAccount(c.companyId, "twitter");
    const lost = await duePost(c.companyId, c.owner.id, [twitter.id]);
    await db.post.update({ where: { id: lost.id }, data: { scheduledAt: new Date(Date.now() - 60_000) } });
    expect((await sweepPosts()).requeued).toBeGreaterThanOrEqual(1);
    await until(
      "the lost post",
      async () => (await db.post.findUniqueOrThrow({ where: { id: lost.id } })).status,
      (status) => status === "published",
    );
  });
});
