import "server-only";
import { addDays, zonedDayStart, type IsoDay } from "@/lib/analytics/range";
import { AGE_GROUPS, type AccountDay, type AgeGroup } from "@/lib/analytics/sandbox-insights";
import type { EngagementCounts } from "@/lib/posts/sandbox-engagement";
import { graphConfigFromEnv, graphRequest, type GraphConfig } from "@/lib/server/channels/providers/meta/graph-client";

// A Meta account's figures through the Graph API (GRAPH_API_BASE_URL; tests:
// tests/helpers/graph-stub.ts).
//
// Account, one UTC day (metaAccountDay):
//  - Facebook Page: GET /{page-id}?fields=followers_count, and GET /{page-id}/insights for
//    period=day between the day's midnights with page_media_view (views: impressions),
//    page_total_media_view_unique (reach) and page_actions_post_reactions_total (the day's
//    reactions by type: like, love, haha… — counted as likes). page_impressions and
//    page_impressions_unique answer an invalid-metric error since Meta's 2025 deprecations
//    (developers.facebook.com/documentation/pages-api/platforminsights/page/deprecated-metrics
//    names these as their replacements). A Page has no daily comments or shares metric
//    (page_post_engagements is one total that also holds clicks, so it cannot be split): the
//    snapshot job adds its posts' comments and shares (metaPostTotals below) to the Page's day.
//    Pages give no age breakdown any more: null.
//  - Instagram: GET /{ig-user-id}?fields=followers_count; GET /{ig-user-id}/insights with reach,
//    views, likes, comments, shares, saves as metric_type=total_value for the day; and the
//    followers' age groups from follower_demographics (period=lifetime, breakdown=age).
//
// Post, lifetime totals so far (metaPostTotals; the job turns them into daily figures):
//  - Instagram media: GET /{ig-media-id}/insights?metric=views,reach,likes,comments,shares,saved.
//  - Facebook post: GET /{post-id}/insights?metric=post_media_view,post_total_media_view_unique,
//    post_reactions_by_type_total (reactions by type, counted as likes) and
//    GET /{post-id}?fields=shares,comments.limit(0).summary(true) (Meta keeps no comment or share
//    insight per post: the post's own counts; `shares` is absent while nobody has shared it).
// Errors are the provider errors of graph-client.ts (transient ones make the job retry; code 190 =
// token expired or invalid is channel-level: the job puts the account in error).

export type MetaAccount = { platform: "facebook" | "instagram"; externalId: string; accessToken: string };

type MetricValue = number | Record<string, number>;
type ValuesInsights = { data: { name: string; values?: { value: MetricValue }[] }[] };
type TotalInsights = {
  data: {
    name: string;
    total_value?: {
      value?: number;
      breakdowns?: { dimension_keys: string[]; results: { dimension_values: string[]; value: number }[] }[];
    };
  }[];
};

const unix = (day: IsoDay) => String(Math.floor(zonedDayStart(day, "UTC").getTime() / 1000));

/** A metric's number: a plain value, or the sum of a by-type value (reactions: { like: 3, love: 1 }). */
function metricNumber(value: MetricValue | undefined): number {
  if (typeof value === "number") return Number.isFinite(value) ? value : 0;
  if (value && typeof value === "object") {
    return Object.values(value).reduce((total, item) => total + (typeof item === "number" ? item : 0), 0);
  }
  return 0;
}

/** The last value of each metric of a `values` answer (period day or lifetime). */
const lastValues = (insights: ValuesInsights) => (name: string) =>
  metricNumber(insights.data.find((item) => item.name === name)?.values?.at(-1)?.value);

function reader(account: MetaAccount, config: GraphConfig) {
  return <T>(path: string, query: Record<string, string>) =>
    graphRequest<T>(config, { method: "GET", path, token: account.accessToken, query, phase: "read" });
}

export async function metaAccountDay(
  account: MetaAccount,
  day: IsoDay,
  config: GraphConfig = graphConfigFromEnv(),
): Promise<AccountDay> {
  const get = reader(account, config);
  const id = account.externalId;
  const window = { since: unix(day), until: unix(addDays(day, 1)) };
  const profile = await get<{ followers_count?: number }>(`/${id}`, { fields: "followers_count" });
  const followers = profile.followers_count ?? 0;

  if (account.platform === "facebook") {
    const insights = await get<ValuesInsights>(`/${id}/insights`, {
      metric: "page_media_view,page_total_media_view_unique,page_actions_post_reactions_total",
      period: "day",
      ...window,
    });
    const value = lastValues(insights);
    return {
      followers,
      impressions: value("page_media_view"),
      reach: value("page_total_media_view_unique"),
      likes: value("page_actions_post_reactions_total"),
      comments: 0,
      shares: 0,
      saves: 0,
      audience: null,
    };
  }

  const [insights, demographics] = await Promise.all([
    get<TotalInsights>(`/${id}/insights`, {
      metric: "reach,views,likes,comments,shares,saves",
      metric_type: "total_value",
      period: "day",
      ...window,
    }),
    get<TotalInsights>(`/${id}/insights`, {
      metric: "follower_demographics",
      period: "lifetime",
      metric_type: "total_value",
      breakdown: "age",
    }),
  ]);
  const value = (name: string) => insights.data.find((item) => item.name === name)?.total_value?.value ?? 0;
  const results = demographics.data[0]?.total_value?.breakdowns?.[0]?.results ?? [];
  const audience = results.length
    ? (Object.fromEntries(
        AGE_GROUPS.map((group) => [group, results.find((result) => result.dimension_values[0] === group)?.value ?? 0]),
      ) as Record<AgeGroup, number>)
    : null;
  return {
    followers,
    impressions: value("views"),
    reach: value("reach"),
    likes: value("likes"),
    comments: value("comments"),
    shares: value("shares"),
    saves: value("saves"),
    audience,
  };
}

/** A published post's lifetime figures so far (`postId`: Instagram's media id, or the Page post's id). */
export async function metaPostTotals(
  account: MetaAccount,
  postId: string,
  config: GraphConfig = graphConfigFromEnv(),
): Promise<EngagementCounts> {
  const get = reader(account, config);
  if (account.platform === "instagram") {
    const value = lastValues(
      await get<ValuesInsights>(`/${postId}/insights`, { metric: "views,reach,likes,comments,shares,saved" }),
    );
    return {
      impressions: value("views"),
      reach: value("reach"),
      likes: value("likes"),
      comments: value("comments"),
      shares: value("shares"),
      saves: value("saved"),
    };
  }
  const [insights, counts] = await Promise.all([
    get<ValuesInsights>(`/${postId}/insights`, {
      metric: "post_media_view,post_total_media_view_unique,post_reactions_by_type_total",
      period: "lifetime",
    }),
    get<{ shares?: { count?: number }; comments?: { summary?: { total_count?: number } } }>(`/${postId}`, {
      fields: "shares,comments.limit(0).summary(true)",
    }),
  ]);
  const value = lastValues(insights);
  return {
    impressions: value("post_media_view"),
    reach: value("post_total_media_view_unique"),
    likes: value("post_reactions_by_type_total"),
    comments: counts.comments?.summary?.total_count ?? 0,
    shares: counts.shares?.count ?? 0,
    saves: 0,
  };
}
