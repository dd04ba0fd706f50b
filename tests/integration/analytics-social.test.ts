import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as audienceRoute from "@/app/api/v1/analytics/audience/route";
import * as boostedRoute from "@/app/api/v1/analytics/boosted/route";
import * as engagementRoute from "@/app/api/v1/analytics/engagement/route";
import * as overviewRoute from "@/app/api/v1/analytics/overview/route";
import * as socialRoute from "@/app/api/v1/analytics/social/route";
import { sandboxAccountDay } from "@/lib/analytics/sandbox-insights";
import type {
  AnalyticsOverview,
  AudienceAnalytics,
  BoostedPost,
  EngagementDay,
  SocialAnalytics,
} from "@/lib/analytics/types";
import { sandboxEngagement } from "@/lib/posts/sandbox-engagement";
import { snapshotSocialAccounts } from "@/lib/server/analytics/snapshots";
import { db } from "@/lib/server/db";
import type { RouteHandler } from "@/lib/server/http/route";
import { createCompany, signedInUser } from "@/tests/helpers/factories";
import { GRAPH_ERRORS, STUB_IDS, STUB_INSIGHTS, graphStubForFile } from "@/tests/helpers/graph-stub";
import { metaAccount, publishedPost, publishedTarget, socialAccount } from "@/tests/helpers/posts";
import { call, okData } from "@/tests/helpers/request";

// Social analytics (issue 21): the `social-snapshots` job (sandbox figures, the Meta insights
// adapter against the Graph API stub, posts' figures, one row per account and day however often it
// runs, one account's error not stopping the others) and the endpoints that read its rows
// (overview cards, engagement series, audience by age, the social stats view, boosted posts),
// with another company's account as a 404.

const stub = await graphStubForFile();
afterAll(() => db.$disconnect());

const EN = { "accept-language": "en" };
const PAGE_REACTIONS = Object.values(STUB_INSIGHTS.page.page_actions_post_reactions_total).reduce((a, b) => a + b, 0);
const DAYS = ["2026-11-02", "2026-11-03", "2026-11-04"];
const RANGE = "from=2026-11-02&to=2026-11-04";

let fixture: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  fixture = await build();
});

async function build() {
  const { id: companyId } = await createCompany();
  const owner = await signedInUser(companyId, "owner", EN);
  const member = await signedInUser(companyId, "member", EN);
  const sandboxInstagram = await socialAccount(companyId, "instagram");
  const sandboxTwitter = await socialAccount(companyId, "twitter");
  const metaInstagram = await metaAccount(companyId, "instagram");
  const metaFacebook = await metaAccount(companyId, "facebook");
  const post = await publishedPost(companyId, owner.id, "Kış koleksiyonu", "2026-11-02T09:00:00Z", {
    scheduledAt: new Date("2026-11-02T09:00:00Z"),
    boostStartsAt: new Date("2026-11-02T10:00:00Z"),
    boostEndsAt: new Date("2026-11-09T10:00:00Z"),
    boostBudget: "250.00",
  });
  const target = await publishedTarget(companyId, post.id, sandboxInstagram.id, "2026-11-02T09:00:00Z");
  const other = await createCompany();
  const foreign = await db.socialAccount.create({
    data: { companyId: other.id, platform: "instagram", provider: "sandbox", name: "Other", handle: "@other" },
  });
  return {
    companyId,
    owner,
    member,
    sandboxInstagram,
    sandboxTwitter,
    metaInstagram,
    metaFacebook,
    post,
    target,
    foreign,
  };
}

async function get<T>(handler: RouteHandler, path: string, headers = fixture.owner.headers): Promise<T> {
  return okData<T>(await call(handler, path, { headers }));
}

describe("the social-snapshots job", () => {
  it("writes one row per account and day however often it runs", async () => {
    const first = await snapshotSocialAccounts({ days: DAYS, companyId: fixture.companyId });
    expect(first).toMatchObject({ accounts: 4, failed: 0 });
    await snapshotSocialAccounts({ days: DAYS, companyId: fixture.companyId });
    const rows = await db.socialAccountSnapshot.count({ where: { companyId: fixture.companyId } });
    expect(rows).toBe(4 * DAYS.length);
    const postRows = await db.postSnapshot.count({ where: { companyId: fixture.companyId } });
    expect(postRows).toBe(DAYS.length);
  });

  it("gives a sandbox account its seeded figures plus its posts'", async () => {
    const row = await db.socialAccountSnapshot.findUniqueOrThrow({
      where: { accountId_day: { accountId: fixture.sandboxInstagram.id, day: new Date("2026-11-03T00:00:00Z") } },
    });
    const base = sandboxAccountDay(fixture.sandboxInstagram.id, "instagram", "2026-11-03");
    const post = sandboxEngagement(fixture.target.id, "instagram", 1);
    expect(row.followers).toBe(base.followers);
    expect(row.likes).toBe(base.likes + post.likes);
    expect(row.reach).toBe(base.reach + post.reach);
    expect(row.audience).toEqual(base.audience);
    const twitter = await db.socialAccountSnapshot.findFirstOrThrow({
      where: { accountId: fixture.sandboxTwitter.id },
    });
    expect(twitter.audience).toBeNull();
  });

  it("reads a Meta account's insights from the Graph API", async () => {
    const instagram = await db.socialAccountSnapshot.findFirstOrThrow({
      where: { accountId: fixture.metaInstagram.id },
    });
    expect(instagram).toMatchObject({
      followers: STUB_INSIGHTS.followers,
      reach: STUB_INSIGHTS.instagram.reach,
      impressions: STUB_INSIGHTS.instagram.views,
      likes: STUB_INSIGHTS.instagram.likes,
      saves: STUB_INSIGHTS.instagram.saves,
    });
    expect(instagram.audience).toMatchObject({ "18-24": 3100, "25-34": 4900, "13-17": 0 });
    const facebook = await db.socialAccountSnapshot.findFirstOrThrow({ where: { accountId: fixture.metaFacebook.id } });
    expect(facebook).toMatchObject({
      followers: STUB_INSIGHTS.followers,
      impressions: STUB_INSIGHTS.page.page_media_view,
      reach: STUB_INSIGHTS.page.page_total_media_view_unique,
      // The day's reactions of every type (180 likes, 41 loves…), not the engagement total with its clicks.
      likes: PAGE_REACTIONS,
      comments: 0,
      shares: 0,
      audience: null,
    });
    const asked = stub.requests.find((request) => request.path === `/${STUB_IDS.pageId}/insights`);
    expect(asked?.query).toMatchObject({
      period: "day",
      metric: "page_media_view,page_total_media_view_unique,page_actions_post_reactions_total",
    });
    expect(Number(asked?.query.until) - Number(asked?.query.since)).toBe(86_400);
  });

  it("keeps the other accounts' figures when one account's token has expired", async () => {
    stub.answerNext(GRAPH_ERRORS.tokenInvalid, (request) => request.path === `/${STUB_IDS.instagramAccountId}`);
    const result = await snapshotSocialAccounts({ days: ["2026-11-05"], companyId: fixture.companyId });
    expect(result).toMatchObject({ accounts: 4, failed: 1 });
    const written = await db.socialAccountSnapshot.count({
      where: { companyId: fixture.companyId, day: new Date("2026-11-05T00:00:00Z") },
    });
    expect(written).toBe(3);
    // The account is in error with the reason in words (shown in /settings/channels), and the next
    // runs leave it alone until a new token is entered.
    const account = await db.socialAccount.findUniqueOrThrow({ where: { id: fixture.metaInstagram.id } });
    expect(account).toMatchObject({ status: "error", lastErrorReason: "tokenInvalid" });
    expect(account.lastErrorMessage).toMatch(/^Meta 190: Error validating access token/);
    stub.reset();
    const next = await snapshotSocialAccounts({ days: ["2026-11-06"], companyId: fixture.companyId });
    expect(next).toMatchObject({ accounts: 3, failed: 0 });
    expect(stub.requests.some((request) => request.path.startsWith(`/${STUB_IDS.instagramAccountId}`))).toBe(false);
  });
});

describe("the social endpoints", () => {
  it("sums the latest followers and the range's reach and engagement for the overview", async () => {
    const overview = await get<AnalyticsOverview>(overviewRoute.GET, `/api/v1/analytics/overview?${RANGE}`);
    const rows = await db.socialAccountSnapshot.findMany({
      where: { companyId: fixture.companyId, day: { lte: new Date("2026-11-04T00:00:00Z") } },
    });
    const latest = rows.filter((row) => row.day.toISOString().startsWith("2026-11-04"));
    expect(overview.followers.value).toBe(latest.reduce((total, row) => total + row.followers, 0));
    expect(overview.reach.value).toBe(rows.reduce((total, row) => total + row.reach, 0));
    expect(overview.engagement.value).toBe(
      rows.reduce((total, row) => total + row.likes + row.comments + row.shares + row.saves, 0),
    );
    expect(overview.followers.previous).toBeNull();
    expect(overview.setup.socialAccounts).toBe(4);
  });

  it("answers the daily series, filtered to chosen accounts", async () => {
    const all = await get<{ days: EngagementDay[]; sandbox: boolean }>(
      engagementRoute.GET,
      `/api/v1/analytics/engagement?${RANGE}`,
    );
    expect(all.days.map((day) => day.day)).toEqual(DAYS);
    expect(all.sandbox).toBe(true);
    const one = await get<{ days: EngagementDay[]; sandbox: boolean }>(
      engagementRoute.GET,
      `/api/v1/analytics/engagement?${RANGE}&accounts=${fixture.metaFacebook.id}`,
    );
    expect(one.days.map((day) => day.likes)).toEqual([PAGE_REACTIONS, PAGE_REACTIONS, PAGE_REACTIONS]);
    expect(one.sandbox).toBe(false);
  });

  it("adds the age groups of the accounts that give them, and counts those that do not", async () => {
    const audience = await get<AudienceAnalytics>(audienceRoute.GET, `/api/v1/analytics/audience?${RANGE}`);
    const base = sandboxAccountDay(fixture.sandboxInstagram.id, "instagram", "2026-11-04");
    const group = audience.groups?.find((row) => row.group === "25-34");
    expect(group?.followers).toBe(base.audience!["25-34"] + STUB_INSIGHTS.ages["25-34"]);
    expect(audience.accountsWithout).toBe(2);
    const none = await get<AudienceAnalytics>(
      audienceRoute.GET,
      `/api/v1/analytics/audience?${RANGE}&accounts=${fixture.sandboxTwitter.id}`,
    );
    expect(none.groups).toBeNull();
  });

  it("answers the social stats view per platform, with growth by month and recent activity", async () => {
    const social = await get<SocialAnalytics>(socialRoute.GET, `/api/v1/analytics/social?${RANGE}&platform=instagram`);
    expect(social.accounts.map((account) => account.id).sort()).toEqual(
      [fixture.sandboxInstagram.id, fixture.metaInstagram.id].sort(),
    );
    expect(social.growth).toHaveLength(12);
    expect(social.growth[10]!.thisYear).toBeGreaterThan(0);
    expect(social.growth[10]!.lastYear).toBeNull();
    expect(social.activity.some((item) => item.kind === "published")).toBe(true);
    expect(social.engagementRate.value).toBeGreaterThan(0);
    const tiktok = await get<SocialAnalytics>(socialRoute.GET, `/api/v1/analytics/social?${RANGE}&platform=tiktok`);
    expect(tiktok.accounts).toEqual([]);
    expect(tiktok.totals.followers.value).toBeNull();
    const bad = await call(socialRoute.GET, `/api/v1/analytics/social?${RANGE}&platform=myspace`, {
      headers: fixture.owner.headers,
    });
    expect(bad.status).toBe(400);
  });

  it("lists boosted posts with their status and their snapshots' likes, comments and shares", async () => {
    const { posts } = await get<{ posts: BoostedPost[] }>(
      boostedRoute.GET,
      "/api/v1/analytics/boosted",
      fixture.member.headers,
    );
    expect(posts).toHaveLength(1);
    const snapshots = await db.postSnapshot.findMany({ where: { postId: fixture.post.id } });
    expect(posts[0]).toMatchObject({
      id: fixture.post.id,
      title: "Kış koleksiyonu",
      status: "finished",
      budget: "250.00",
      likes: snapshots.reduce((total, row) => total + row.likes, 0),
    });
  });

  it("answers another company's account with a 404", async () => {
    const response = await call(
      overviewRoute.GET,
      `/api/v1/analytics/overview?${RANGE}&accounts=${fixture.foreign.id}`,
      {
        headers: fixture.owner.headers,
      },
    );
    expect(response.status).toBe(404);
  });
});
