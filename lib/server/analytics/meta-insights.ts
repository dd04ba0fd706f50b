import "server-only";
import { addDays, zonedDayStart, type IsoDay } from "@/lib/analytics/range";
import { AGE_GROUPS, type AccountDay, type AgeGroup } from "@/lib/analytics/sandbox-insights";
import { graphConfigFromEnv, graphRequest, type GraphConfig } from "@/lib/server/channels/providers/meta/graph-client";

// A Meta account's figures for one UTC day through the Graph API (GRAPH_API_BASE_URL; tests:
// tests/helpers/graph-stub.ts):
//  - Facebook Page: GET /{page-id}?fields=followers_count, and GET /{page-id}/insights with
//    page_impressions, page_impressions_unique (reach) and page_post_engagements for period=day
//    between the day's midnights. A Page gives its engagement as one total: it is counted as
//    likes (its posts' own snapshots break it down). Pages give no age breakdown any more: null.
//  - Instagram: GET /{ig-user-id}?fields=followers_count; GET /{ig-user-id}/insights with reach,
//    views, likes, comments, shares, saves as metric_type=total_value for the day; and the
//    followers' age groups from follower_demographics (period=lifetime, breakdown=age).
// Errors are the provider errors of graph-client.ts (transient ones make the job retry).

export type MetaAccount = { platform: "facebook" | "instagram"; externalId: string; accessToken: string };

type PageInsights = { data: { name: string; values?: { value: number }[] }[] };
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

export async function metaAccountDay(
  account: MetaAccount,
  day: IsoDay,
  config: GraphConfig = graphConfigFromEnv(),
): Promise<AccountDay> {
  const get = <T>(path: string, query: Record<string, string>) =>
    graphRequest<T>(config, { method: "GET", path, token: account.accessToken, query, phase: "read" });
  const id = account.externalId;
  const window = { since: unix(day), until: unix(addDays(day, 1)) };
  const profile = await get<{ followers_count?: number }>(`/${id}`, { fields: "followers_count" });
  const followers = profile.followers_count ?? 0;

  if (account.platform === "facebook") {
    const insights = await get<PageInsights>(`/${id}/insights`, {
      metric: "page_impressions,page_impressions_unique,page_post_engagements",
      period: "day",
      ...window,
    });
    const value = (name: string) => insights.data.find((item) => item.name === name)?.values?.at(-1)?.value ?? 0;
    return {
      followers,
      impressions: value("page_impressions"),
      reach: value("page_impressions_unique"),
      likes: value("page_post_engagements"),
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
