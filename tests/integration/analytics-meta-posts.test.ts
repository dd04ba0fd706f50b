import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as socialAccountsRoute from "@/app/api/v1/social-accounts/route";
import type { SocialAccountJson } from "@/lib/posts/types";
import { snapshotSocialAccounts } from "@/lib/server/analytics/snapshots";
import { db } from "@/lib/server/db";
import { createCompany, signedInUser } from "@/tests/helpers/factories";
import {
  GRAPH_ERRORS,
  STUB_IDS,
  STUB_INSIGHTS,
  graphStubForFile,
  type StubPostFigures,
} from "@/tests/helpers/graph-stub";
import { metaAccount, publishedPost, publishedTarget, socialAccount } from "@/tests/helpers/posts";
import { call } from "@/tests/helpers/request";

// Meta's per-post figures (issue 21): the social-snapshots job reads the insights of a Meta
// account's published posts (Instagram media insights; a Facebook Page post's insights and its
// comment and share counts) into PostSnapshot: one row per post and day however often it runs,
// each day what the lifetime totals grew by, so the rows add up to Meta's totals. A deleted post is
// skipped, a transient error costs only that account its run, and a refused token (190) puts the
// account in error while the others still get their figures.

const stub = await graphStubForFile();
afterAll(() => db.$disconnect());

const IG_MEDIA = "17900000000000001";
const IG_DELETED = "17900000000000999";
const FB_POST = `${STUB_IDS.pageId}_5550001`;
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
/** An account's snapshot row of one day. */
const accountDay = (accountId: string, iso: string) =>
  db.socialAccountSnapshot.findUniqueOrThrow({ where: { accountId_day: { accountId, day: day(iso) } } });
const isPostInsights = (id: string) => (request: { path: string }) => request.path === `/${id}/insights`;

let fixture: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  fixture = await build();
});

async function build() {
  const { id: companyId } = await createCompany();
  const owner = await signedInUser(companyId, "owner", { "accept-language": "en" });
  const instagram = await metaAccount(companyId, "instagram");
  const facebook = await metaAccount(companyId, "facebook");
  const sandbox = await socialAccount(companyId, "instagram");
  const post = await publishedPost(companyId, owner.id, "Kasım indirimi", "2026-11-10T08:00:00Z", {
    scheduledAt: new Date("2026-11-10T08:00:00Z"),
  });
  const deletedPost = await publishedPost(companyId, owner.id, "Silinen gönderi", "2026-11-09T08:00:00Z");
  const igTarget = await publishedTarget(companyId, post.id, instagram.id, "2026-11-10T08:00:00Z", IG_MEDIA);
  const fbTarget = await publishedTarget(companyId, post.id, facebook.id, "2026-11-10T08:00:00Z", FB_POST);
  const deletedTarget = await publishedTarget(
    companyId,
    deletedPost.id,
    instagram.id,
    "2026-11-09T08:00:00Z",
    IG_DELETED,
  );
  return { companyId, owner, instagram, facebook, sandbox, post, igTarget, fbTarget, deletedTarget };
}

const IG_DAY1: StubPostFigures = { views: 900, reach: 610, likes: 75, comments: 9, shares: 4, saved: 6 };
const FB_DAY1: StubPostFigures = { views: 520, reach: 400, likes: 33, comments: 7, shares: 3, saved: 0 };

describe("Meta post snapshots", () => {
  it("writes the posts' figures on the last day asked, once however often it runs", async () => {
    stub.postInsights.set(IG_MEDIA, IG_DAY1);
    stub.postInsights.set(FB_POST, FB_DAY1);
    for (let run = 0; run < 2; run++) {
      const result = await snapshotSocialAccounts({ days: ["2026-11-10", "2026-11-11"], companyId: fixture.companyId });
      expect(result).toMatchObject({ accounts: 3, failed: 0 });
    }
    // The deleted post (Meta's error 100) is skipped; the others have one row, on the last day.
    const rows = await db.postSnapshot.findMany({
      where: { companyId: fixture.companyId, accountId: { in: [fixture.instagram.id, fixture.facebook.id] } },
    });
    expect(rows.map((row) => [row.targetId, row.day.toISOString().slice(0, 10)]).sort()).toEqual(
      [
        [fixture.igTarget.id, "2026-11-11"],
        [fixture.fbTarget.id, "2026-11-11"],
      ].sort(),
    );
    const ig = rows.find((row) => row.targetId === fixture.igTarget.id)!;
    expect(ig).toMatchObject({ impressions: 900, reach: 610, likes: 75, comments: 9, shares: 4, saves: 6 });
    const fb = rows.find((row) => row.targetId === fixture.fbTarget.id)!;
    expect(fb).toMatchObject({ impressions: 520, reach: 400, likes: 33, comments: 7, shares: 3, saves: 0 });

    // What Meta was asked, in its metric names.
    const igAsked = stub.requests.find(isPostInsights(IG_MEDIA));
    expect(igAsked?.query.metric).toBe("views,reach,likes,comments,shares,saved");
    const fbAsked = stub.requests.find(isPostInsights(FB_POST));
    expect(fbAsked?.query).toMatchObject({
      metric: "post_media_view,post_total_media_view_unique,post_reactions_by_type_total",
      period: "lifetime",
    });
    expect(stub.requests.some((request) => request.path === `/${FB_POST}` && request.query.fields)).toBe(true);
    expect(stub.requests.some(isPostInsights(IG_DELETED))).toBe(true);

    // The Page's day adds its posts' comments and shares (Page insights have none); Instagram's
    // account insights already count its posts.
    const page = await accountDay(fixture.facebook.id, "2026-11-11");
    expect(page).toMatchObject({ comments: 7, shares: 3 });
    const pageBefore = await accountDay(fixture.facebook.id, "2026-11-10");
    expect(pageBefore).toMatchObject({ comments: 0, shares: 0 });
    const igAccount = await accountDay(fixture.instagram.id, "2026-11-11");
    expect(igAccount.comments).toBe(STUB_INSIGHTS.instagram.comments);
  });

  it("gives the next day what the totals grew by, so the rows add up to Meta's totals", async () => {
    stub.postInsights.set(IG_MEDIA, { views: 1300, reach: 800, likes: 101, comments: 12, shares: 4, saved: 9 });
    // The hourly run after midnight: yesterday (final) and today.
    await snapshotSocialAccounts({ days: ["2026-11-11", "2026-11-12"], companyId: fixture.companyId });
    await snapshotSocialAccounts({ days: ["2026-11-11", "2026-11-12"], companyId: fixture.companyId });
    // Yesterday's Page row keeps its posts' comments and shares (their rows are from the runs of that day).
    const pageYesterday = await accountDay(fixture.facebook.id, "2026-11-11");
    expect(pageYesterday).toMatchObject({ comments: 7, shares: 3 });
    // Today's: the Page post's figures did not grow, so its row for today adds nothing.
    const pageToday = await accountDay(fixture.facebook.id, "2026-11-12");
    expect(pageToday).toMatchObject({ comments: 0, shares: 0 });
    const next = await db.postSnapshot.findUniqueOrThrow({
      where: { targetId_day: { targetId: fixture.igTarget.id, day: day("2026-11-12") } },
    });
    expect(next).toMatchObject({ impressions: 400, reach: 190, likes: 26, comments: 3, shares: 0, saves: 3 });
    const sums = await db.postSnapshot.aggregate({
      where: { targetId: fixture.igTarget.id },
      _sum: { likes: true, impressions: true },
      _count: true,
    });
    expect(sums).toMatchObject({ _count: 2, _sum: { likes: 101, impressions: 1300 } });
  });

  it("lets a transient error cost only that account its run", async () => {
    stub.answerNext(GRAPH_ERRORS.serverError, isPostInsights(FB_POST));
    const result = await snapshotSocialAccounts({ days: ["2026-11-13"], companyId: fixture.companyId });
    expect(result).toMatchObject({ accounts: 3, failed: 1 });
    const facebook = await db.socialAccount.findUniqueOrThrow({ where: { id: fixture.facebook.id } });
    expect(facebook.status).toBe("connected");
    const written = await db.socialAccountSnapshot.findMany({
      where: { companyId: fixture.companyId, day: day("2026-11-13") },
      select: { accountId: true },
    });
    expect(written.map((row) => row.accountId).sort()).toEqual([fixture.instagram.id, fixture.sandbox.id].sort());
  });

  it("puts the account in error when Meta refuses its token, and the others still get their figures", async () => {
    stub.answerNext(GRAPH_ERRORS.tokenInvalid, isPostInsights(FB_POST));
    const result = await snapshotSocialAccounts({ days: ["2026-11-14"], companyId: fixture.companyId });
    expect(result).toMatchObject({ accounts: 3, failed: 1 });
    const facebook = await db.socialAccount.findUniqueOrThrow({ where: { id: fixture.facebook.id } });
    expect(facebook).toMatchObject({ status: "error", lastErrorReason: "tokenInvalid" });
    expect(facebook.lastErrorMessage).toContain("Session has expired");
    expect(facebook.lastErrorAt).not.toBeNull();
    // What /settings/channels shows: the account in error, the reason's key (posts.publishErrors) and Meta's words.
    const listed = await call(socialAccountsRoute.GET, "/api/v1/social-accounts", { headers: fixture.owner.headers });
    const shown = (listed.json as { data: { accounts: SocialAccountJson[] } }).data.accounts.find(
      (account) => account.id === fixture.facebook.id,
    );
    expect(shown).toMatchObject({ status: "error", lastError: { reason: "tokenInvalid" } });
    expect(shown?.lastError?.message).toMatch(/^Meta 190: /);
    const written = await db.socialAccountSnapshot.count({
      where: { companyId: fixture.companyId, day: day("2026-11-14") },
    });
    expect(written).toBe(2);
    const posts = await db.postSnapshot.count({ where: { targetId: fixture.igTarget.id, day: day("2026-11-14") } });
    expect(posts).toBe(1);
  });
});
