import { describe, expect, it } from "vitest";
import type { PostDetailJson, PostListJson, SocialAccountJson } from "@/lib/posts/types";
import { dayOf, viewRange } from "@/lib/schedule/calendar-dates";
import { decryptChannelSecret } from "@/lib/server/channels/channel-secrets";
import { mediaInUse } from "@/lib/server/media/media-in-use";
import { db } from "@/lib/server/db";
import { createCompany, signedInUser } from "@/tests/helpers/factories";
import { queueingWithStorage } from "@/tests/helpers/jobs";
import { api, inMinutes, mediaRow, socialAccount } from "@/tests/helpers/posts";
import { errorFields, fieldErrors } from "@/tests/helpers/request";

// The posts and social-accounts API (api.md → Posts (calendar) and social accounts): CRUD, every bad
// input with its reason, platform rules, roles (members: their own posts), the cross-company matrix.

queueingWithStorage("posts-api");

const EN = { "accept-language": "en" };

async function company() {
  const { id: companyId } = await createCompany();
  const owner = await signedInUser(companyId, "owner", EN);
  const admin = await signedInUser(companyId, "admin", EN);
  const member = await signedInUser(companyId, "member", EN);
  const other = await signedInUser(companyId, "member", EN);
  const instagram = await socialAccount(companyId, "instagram");
  const twitter = await socialAccount(companyId, "twitter");
  const linkedin = await socialAccount(companyId, "linkedin", "manual");
  const image = await mediaRow(companyId);
  return { companyId, owner, admin, member, other, instagram, twitter, linkedin, image };
}

const postOf = (response: { json: Record<string, unknown> | null }) =>
  (response.json!.data as { post: PostDetailJson }).post;

describe("social accounts", () => {
  it("lists, connects (meta with sealed secrets), edits and disconnects; members read only", async () => {
    const c = await company();
    const listed = await api.accounts(c.member.headers);
    expect(listed.status).toBe(200);
    expect((listed.json!.data as { accounts: SocialAccountJson[] }).accounts.map((a) => a.platform)).toEqual([
      "instagram",
      "twitter",
      "linkedin",
    ]);
    const body = {
      platform: "facebook",
      provider: "meta",
      name: "Kanal Page",
      handle: "@kanal",
      externalId: "104123456789012",
      accessToken: "EAAGsecrettoken1234",
    };
    expect((await api.connect(c.member.headers, body)).status).toBe(403);
    const connected = await api.connect(c.admin.headers, body);
    expect(connected.status).toBe(201);
    const account = (connected.json!.data as { account: SocialAccountJson }).account;
    expect(account).toMatchObject({ provider: "meta", publishing: "auto", secretsHint: { accessToken: "1234" } });
    expect(JSON.stringify(connected.json)).not.toContain("EAAGsecrettoken1234");
    const row = await db.socialAccount.findUniqueOrThrow({ where: { id: account.id } });
    expect(decryptChannelSecret(row.accessTokenEnc!)).toBe("EAAGsecrettoken1234");

    // Meta needs its id and token; Meta is for Instagram and Facebook only.
    const missing = await api.connect(c.owner.headers, { ...body, externalId: undefined, accessToken: undefined });
    expect(errorFields(missing)).toEqual(["externalId", "accessToken"]);
    const wrong = await api.connect(c.owner.headers, { ...body, platform: "twitter" });
    expect(errorFields(wrong)).toEqual(["provider"]);
    const manual = await api.connect(c.owner.headers, {
      platform: "tiktok",
      provider: "manual",
      name: "TT",
      handle: "@tt",
    });
    expect((manual.json!.data as { account: SocialAccountJson }).account.publishing).toBe("manual");

    const edited = await api.editAccount(c.owner.headers, account.id, { name: "Renamed" });
    expect((edited.json!.data as { account: SocialAccountJson }).account.name).toBe("Renamed");
    // The settings' edit dialog: name, handle and avatar; a blank name or a non-http avatar is refused.
    const avatarUrl = "https://cdn.example/kanal.png";
    const pictured = await api.editAccount(c.admin.headers, account.id, {
      name: "Kanal",
      handle: "@kanal.tr",
      avatarUrl,
    });
    expect((pictured.json!.data as { account: SocialAccountJson }).account).toMatchObject({
      name: "Kanal",
      handle: "@kanal.tr",
      avatarUrl,
    });
    expect(
      errorFields(await api.editAccount(c.owner.headers, account.id, { name: " ", avatarUrl: "ftp://x" })),
    ).toEqual(["name", "avatarUrl"]);
    expect((await api.editAccount(c.member.headers, account.id, { name: "Mine" })).status).toBe(403);
    const cleared = await api.editAccount(c.owner.headers, account.id, { avatarUrl: null });
    expect((cleared.json!.data as { account: SocialAccountJson }).account).toMatchObject({
      name: "Kanal",
      avatarUrl: null,
    });
    const gone = await api.disconnect(c.owner.headers, account.id);
    expect((gone.json!.data as { account: SocialAccountJson }).account).toMatchObject({
      status: "disconnected",
      secretsHint: null,
    });
    expect((await db.socialAccount.findUniqueOrThrow({ where: { id: account.id } })).accessTokenEnc).toBeNull();
  });
});

describe("posts", () => {
  it("creates a draft and a scheduled post, reads, lists by range, edits, duplicates, deletes", async () => {
    const c = await company();
    const draft = await api.create(c.member.headers, { title: "Idea", text: "Later" });
    expect(draft.status).toBe(201);
    expect(postOf(draft)).toMatchObject({ status: "draft", scheduledAt: null, targets: [], canEdit: true });

    const at = inMinutes(90);
    const scheduled = await api.create(c.member.headers, {
      title: "Launch",
      text: "New season #kanal",
      accountIds: [c.instagram.id, c.twitter.id],
      mediaIds: [c.image.id],
      scheduledAt: at,
      status: "scheduled",
    });
    expect(scheduled.status).toBe(201);
    const created = postOf(scheduled);
    expect(created).toMatchObject({ status: "scheduled", scheduledAt: at, mediaIds: [c.image.id] });
    expect(created.targets.map((t) => [t.platform, t.status])).toEqual([
      ["instagram", "pending"],
      ["twitter", "pending"],
    ]);
    expect(created.media[0]).toMatchObject({
      id: c.image.id,
      type: "IMAGE",
      thumbnailUrl: expect.stringContaining(c.image.id),
    });
    expect(created.accounts.map((a) => a.id)).toEqual([c.instagram.id, c.twitter.id]);
    // Its event, for the calendar's open tabs.
    expect(
      await db.event.count({
        where: { companyId: c.companyId, kind: "post.updated", data: { equals: { postId: created.id } } },
      }),
    ).toBe(1);

    const from = new Date(Date.now() - 86_400_000).toISOString();
    const to = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const list = await api.list(c.owner.headers, `from=${from}&to=${to}`);
    expect(list.status).toBe(200);
    const data = list.json!.data as PostListJson;
    // The range's posts, then the undated draft (it has no day, so it comes with every range).
    expect(data.posts.map((p) => p.id)).toEqual([created.id, postOf(draft).id]);
    // The list's slim item (made by PostgreSQL) holds what the calendar shows of the full post.
    const full = postOf(await api.read(c.owner.headers, created.id));
    expect(data.posts[0]).toEqual({
      id: full.id,
      title: full.title,
      status: full.status,
      scheduledAt: full.scheduledAt,
      authorId: full.author!.id,
      platforms: ["instagram", "twitter"],
      thumbnailId: c.image.id,
      canEdit: true,
    });
    expect(data.posts[1]).toMatchObject({ scheduledAt: null, status: "draft", platforms: [], thumbnailId: null });
    // Each author once, by id.
    expect(data.authors).toEqual({ [full.author!.id]: { name: full.author!.name } });
    expect(data.campaigns).toEqual([]);
    // Scheduled and sent campaigns share the calendar; drafts do not.
    const soon = new Date(Date.now() + 3_600_000);
    const campaign = await db.campaign.create({
      data: { companyId: c.companyId, name: "Winter sale", status: "SCHEDULED", scheduledFor: soon },
    });
    await db.campaign.create({ data: { companyId: c.companyId, name: "Draft", status: "DRAFT", scheduledFor: soon } });
    const withCampaigns = (await api.list(c.owner.headers, `from=${from}&to=${to}`)).json!.data as PostListJson;
    expect(withCampaigns.campaigns).toEqual([
      { id: campaign.id, name: "Winter sale", status: "SCHEDULED", at: soon.toISOString(), channel: null },
    ]);
    const memberView = await api.list(c.other.headers, `from=${from}&to=${to}`);
    expect((memberView.json!.data as PostListJson).posts[0]!.canEdit).toBe(false);
    const filtered = await api.list(c.owner.headers, `from=${from}&to=${to}&accounts=${c.linkedin.id}`);
    expect((filtered.json!.data as PostListJson).posts).toEqual([]);
    const byStatus = await api.list(c.owner.headers, `from=${from}&to=${to}&status=draft,failed`);
    expect((byStatus.json!.data as PostListJson).posts.map((p) => p.id)).toEqual([postOf(draft).id]);
    const mine = await api.list(c.member.headers, `from=${from}&to=${to}&author=me`);
    expect((mine.json!.data as PostListJson).posts).toHaveLength(2);

    // Reschedule (a drag sends the time only).
    const later = inMinutes(24 * 60);
    const moved = await api.update(c.member.headers, created.id, { scheduledAt: later });
    expect(moved.status).toBe(200);
    expect(postOf(moved)).toMatchObject({ scheduledAt: later, status: "scheduled" });
    const retargeted = await api.update(c.owner.headers, created.id, { accountIds: [c.twitter.id], text: "Short" });
    expect(postOf(retargeted).targets.map((t) => t.platform)).toEqual(["twitter"]);
    const unscheduled = await api.update(c.member.headers, created.id, { status: "draft" });
    expect(postOf(unscheduled).status).toBe("draft");

    const copy = await api.duplicate(c.other.headers, created.id);
    expect(copy.status).toBe(201);
    expect(postOf(copy)).toMatchObject({ status: "draft", title: "Launch", author: { id: c.other.id } });

    expect((await api.remove(c.member.headers, created.id)).status).toBe(200);
    expect((await api.read(c.member.headers, created.id)).status).toBe(404);
  });

  it("refuses every bad input with its field and reason", async () => {
    const c = await company();
    const base = {
      title: "Post",
      text: "Hello",
      accountIds: [c.twitter.id],
      scheduledAt: inMinutes(30),
      status: "scheduled",
    };
    const bad = async (body: unknown) => {
      const response = await api.create(c.member.headers, body);
      expect(response.status).toBe(400);
      return fieldErrors(response);
    };
    expect((await bad({ ...base, title: "" })).map((e) => e.field)).toEqual(["title"]);
    expect((await bad({ ...base, title: "a\nb" })).map((e) => e.field)).toEqual(["title"]);
    expect((await bad({ ...base, scheduledAt: "tomorrow" })).map((e) => e.field)).toEqual(["scheduledAt"]);
    expect((await bad({ ...base, scheduledAt: null })).map((e) => e.field)).toEqual(["scheduledAt"]);
    expect((await bad({ ...base, accountIds: [] })).map((e) => e.field)).toEqual(["accountIds"]);
    expect((await bad({ ...base, accountIds: [c.twitter.id, c.twitter.id] })).map((e) => e.field)).toEqual([
      "accountIds",
    ]);
    expect((await bad({ ...base, status: "published" })).map((e) => e.field)).toEqual(["status"]);
    expect((await bad({ ...base, extra: 1 })).map((e) => e.field)).toEqual([""]);
    // A past time for a new scheduled post (a draft may be anywhere).
    const past = await bad({ ...base, scheduledAt: inMinutes(-10) });
    expect(past).toEqual([{ field: "scheduledAt", message: "Choose a time in the future" }]);
    expect((await api.create(c.member.headers, { ...base, status: "draft", scheduledAt: inMinutes(-10) })).status).toBe(
      201,
    );
    // Platform rules, each with its reason.
    const long = await bad({ ...base, text: "x".repeat(281) });
    expect(long).toEqual([{ field: "text", message: "X: the text is at most 280 characters (281 now)" }]);
    const noMedia = await bad({ ...base, accountIds: [c.instagram.id] });
    expect(noMedia).toEqual([{ field: "mediaIds", message: "Instagram: add at least one image or video" }]);
    const tags = Array.from({ length: 31 }, (_, i) => `#t${i}`).join(" ");
    const hashtags = await bad({ ...base, accountIds: [c.instagram.id], mediaIds: [c.image.id], text: tags });
    expect(hashtags.map((e) => e.message)).toEqual(["Instagram: at most 30 hashtags (31 now)"]);
    const caption = await bad({
      ...base,
      accountIds: [c.instagram.id],
      mediaIds: [c.image.id],
      text: "é".repeat(2201),
    });
    expect(caption.map((e) => e.message)).toEqual(["Instagram: the text is at most 2200 characters (2201 now)"]);
    const gif = await mediaRow(c.companyId, { mimeType: "image/gif" });
    const big = await mediaRow(c.companyId, { size: 9 * 1024 * 1024 });
    const media = await bad({ ...base, accountIds: [c.instagram.id], mediaIds: [gif.id, big.id] });
    expect(media.map((e) => e.message)).toEqual([
      "Instagram: this file type is not accepted (image/gif)",
      "Instagram: a file is larger than 8 MB",
    ]);
    const pdf = await mediaRow(c.companyId, { type: "DOCUMENT", mimeType: "application/pdf" });
    expect((await bad({ ...base, mediaIds: [pdf.id] })).map((e) => e.field)).toEqual(["mediaIds"]);
    // A disconnected account.
    const gone = await socialAccount(c.companyId, "facebook");
    await db.socialAccount.update({ where: { id: gone.id }, data: { status: "disconnected" } });
    expect((await bad({ ...base, accountIds: [gone.id] })).map((e) => e.field)).toEqual(["accountIds.0"]);
    // The list's query.
    expect((await api.list(c.member.headers, "from=2026-01-01")).status).toBe(400);
    expect(errorFields(await api.list(c.member.headers, "from=2026-02-01&to=2026-01-01"))).toEqual(["to"]);
    expect(errorFields(await api.list(c.member.headers, "from=2026-01-01&to=2027-06-01"))).toEqual(["to"]);
    expect(errorFields(await api.list(c.member.headers, "from=2026-01-01&to=2026-02-01&status=nope"))).toEqual([
      "status.0",
    ]);
    // Boost.
    const draft = postOf(await api.create(c.member.headers, { title: "B" }));
    const badBoost = await api.boost(c.member.headers, draft.id, {
      startsAt: inMinutes(60),
      endsAt: inMinutes(30),
      budget: 10,
    });
    expect(errorFields(badBoost)).toEqual(["endsAt"]);
    const boosted = await api.boost(c.member.headers, draft.id, {
      startsAt: inMinutes(30),
      endsAt: inMinutes(60),
      budget: 250.5,
    });
    expect(postOf(boosted).boost).toMatchObject({ budget: 250.5 });
    expect(postOf(await api.unboost(c.member.headers, draft.id)).boost).toBeNull();
  });

  it("members manage their own posts only; owners and admins everyone's", async () => {
    const c = await company();
    const own = postOf(await api.create(c.member.headers, { title: "Mine", accountIds: [c.twitter.id] }));
    expect((await api.update(c.other.headers, own.id, { title: "Theirs" })).status).toBe(403);
    expect((await api.remove(c.other.headers, own.id)).status).toBe(403);
    expect(
      (await api.boost(c.other.headers, own.id, { startsAt: inMinutes(1), endsAt: inMinutes(2), budget: 1 })).status,
    ).toBe(403);
    expect((await api.update(c.admin.headers, own.id, { title: "By admin" })).status).toBe(200);
    expect(
      (await api.update(c.owner.headers, own.id, { scheduledAt: inMinutes(30), status: "scheduled" })).status,
    ).toBe(200);
    expect((await api.remove(c.owner.headers, own.id)).status).toBe(200);
  });

  it("another company's post, account or media is a 404 on every verb", async () => {
    const a = await company();
    const b = await company();
    const theirs = postOf(await api.create(b.owner.headers, { title: "B's", accountIds: [b.twitter.id] }));
    const h = a.owner.headers;
    for (const response of [
      await api.read(h, theirs.id),
      await api.update(h, theirs.id, { title: "x" }),
      await api.remove(h, theirs.id),
      await api.retry(h, theirs.id),
      await api.duplicate(h, theirs.id),
      await api.published(h, theirs.id),
      await api.boost(h, theirs.id, { startsAt: inMinutes(1), endsAt: inMinutes(2), budget: 1 }),
      await api.unboost(h, theirs.id),
      await api.readAccount(h, b.twitter.id),
      await api.editAccount(h, b.twitter.id, { name: "x" }),
      await api.disconnect(h, b.twitter.id),
      await api.create(h, { title: "x", accountIds: [b.twitter.id] }),
      await api.create(h, { title: "x", mediaIds: [b.image.id] }),
      await api.update(h, postOf(await api.create(h, { title: "mine" })).id, { accountIds: [b.twitter.id] }),
    ]) {
      expect(response.status).toBe(404);
    }
    const from = new Date(Date.now() - 86_400_000).toISOString();
    const list = await api.list(h, `from=${from}&to=${inMinutes(60 * 24)}&accounts=${b.twitter.id}`);
    expect((list.json!.data as PostListJson).posts).toEqual([]);
    // B's undated draft is not among A's (undated drafts come with every range: the company's only).
    const unfiltered = await api.list(h, `from=${from}&to=${inMinutes(60 * 24)}`);
    expect((unfiltered.json!.data as PostListJson).posts.map((p) => p.title)).toEqual(["mine"]);
    expect((await db.post.findUniqueOrThrow({ where: { id: theirs.id } })).title).toBe("B's");
  });

  it("lists undated drafts with any range (newest first, without their text) and a dated one in its range only", async () => {
    const c = await company();
    const older = postOf(await api.create(c.member.headers, { title: "Older idea", text: "ğ".repeat(150) }));
    const newer = postOf(await api.create(c.owner.headers, { title: "Newer idea", mediaIds: [c.image.id] }));
    const dated = postOf(await api.create(c.member.headers, { title: "Dated", scheduledAt: "2031-05-01T10:00:00Z" }));
    // A range years away from every dated post: the answer is still 200 with the undated ones.
    const far = await api.list(c.other.headers, "from=2040-01-01&to=2040-02-01");
    expect(far.status).toBe(200);
    const posts = (far.json!.data as PostListJson).posts;
    expect(posts.map((p) => p.id)).toEqual([newer.id, older.id]);
    expect(posts[0]).toMatchObject({ scheduledAt: null, thumbnailId: c.image.id, canEdit: false });
    // The text stays out of the list (the details read it): a month of a busy company is a third smaller.
    expect(posts[1]).not.toHaveProperty("text");
    expect(posts[1]).not.toHaveProperty("excerpt");
    const may = await api.list(c.member.headers, "from=2031-05-01&to=2031-05-02");
    expect((may.json!.data as PostListJson).posts.map((p) => p.id)).toEqual([dated.id, newer.id, older.id]);
  });

  it("retry, mark published and edit answer 409 from the wrong state", async () => {
    const c = await company();
    const draft = postOf(await api.create(c.member.headers, { title: "D", accountIds: [c.linkedin.id] }));
    expect((await api.retry(c.member.headers, draft.id)).status).toBe(409);
    expect((await api.published(c.member.headers, draft.id)).status).toBe(409);
    await db.post.update({ where: { id: draft.id }, data: { status: "published" } });
    expect((await api.update(c.member.headers, draft.id, { title: "x" })).status).toBe(409);
  });

  it("answers instants: a post at 00:30 Istanbul time is on the previous day in a New York user's grid", async () => {
    const c = await company();
    // Far ahead, so it is never in the past; December 2027 in both zones.
    const created = postOf(
      await api.create(c.member.headers, {
        title: "Gece yarısı",
        text: "Yeni yıl",
        accountIds: [c.twitter.id],
        scheduledAt: "2027-12-10T00:30:00+03:00",
        status: "scheduled",
      }),
    );
    expect(created.scheduledAt).toBe("2027-12-09T21:30:00.000Z");
    const grid = viewRange("month", "2027-12-01", 0, "America/New_York");
    const list = await api.list(c.member.headers, `from=${grid.from.toISOString()}&to=${grid.to.toISOString()}`);
    const [post] = (list.json!.data as PostListJson).posts;
    expect(post!.id).toBe(created.id);
    expect(dayOf(post!.scheduledAt!, "America/New_York")).toBe("2027-12-09");
    expect(dayOf(post!.scheduledAt!, "Europe/Istanbul")).toBe("2027-12-10");
  });

  it("counts a file's posts; one still to publish keeps it from being deleted", async () => {
    const c = await company();
    await api.create(c.member.headers, { title: "Draft", mediaIds: [c.image.id] });
    const usage = async () => (await mediaInUse({ companyId: c.companyId, fileIds: [c.image.id] })).get(c.image.id)!;
    expect(await usage()).toMatchObject({ posts: 1, scheduled: 0 });
    await api.create(c.member.headers, {
      title: "Scheduled",
      text: "x",
      accountIds: [c.instagram.id],
      mediaIds: [c.image.id],
      scheduledAt: inMinutes(60),
      status: "scheduled",
    });
    expect(await usage()).toMatchObject({ posts: 2, scheduled: 1 });
  });
});
