"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { AnalyticsPage } from "@/components/analytics/analytics-page";
import { AccountPicker } from "@/components/analytics/account-picker";
import { accountIdsOf, analyticsQuery, analyticsUrlSchema, rangeOfState } from "@/components/analytics/analytics-url";
import { OverviewView } from "@/components/analytics/overview-view";
import { RangePicker } from "@/components/analytics/range-picker";
import { SocialView } from "@/components/analytics/social-view";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { DataTableQueryError } from "@/components/data-table/states";
import { useFormatter } from "@/components/format/formatter-provider";
import { useNow } from "@/components/format/now-provider";
import { dayInZone } from "@/lib/analytics/range";
import type {
  AnalyticsOverview,
  AudienceAnalytics,
  BoostedPost,
  CampaignAnalytics,
  EngagementDay,
  MessagingAnalytics,
} from "@/lib/analytics/types";
import type { ChannelJson } from "@/lib/channels/types";
import { SOCIAL_ACCOUNTS_KEY, type SocialAccountJson } from "@/lib/posts/types";
import { useApiQuery } from "@/lib/query/use-api-query";
import { useUrlState } from "@/lib/query/use-url-state";
import { withQuery } from "@/lib/query/url-state";
import { cn } from "@/lib/utils";

// /analytics (issue 21): the overview and the social stats view, over the range, channel and (on
// the overview) social accounts the URL names. Every figure comes from the analytics API; "today"
// is the viewer's calendar day. Account ids the company no longer has (a stale or shared link) are
// dropped once its accounts are known, rather than answered with a 404.

export const ANALYTICS_KEY = ["analytics"] as const;
const ALL = "all";

export function AnalyticsScreen() {
  const t = useTranslations("analytics");
  const format = useFormatter();
  const now = useNow();
  const [state, setState] = useUrlState(analyticsUrlSchema);
  const range = rangeOfState(state, dayInZone(new Date(now), format.timeZone));
  const query = analyticsQuery(state, range);
  const channels = useApiQuery<{ channels: ChannelJson[] }>(["channels"], "/channels");
  const socialAccounts = useApiQuery<{ accounts: SocialAccountJson[] }>(SOCIAL_ACCOUNTS_KEY, "/social-accounts");
  const accountList = socialAccounts.data?.accounts ?? (socialAccounts.error ? [] : null);
  const asked = accountIdsOf(state);
  const accountIds = accountList ? asked.filter((id) => accountList.some((account) => account.id === id)) : asked;
  // Until the accounts are known, ids in the URL cannot be checked: the overview waits for them.
  const overviewQuery = asked.length > 0 && !accountList ? null : analyticsQuery(state, range, accountIds);

  const tabs = [
    { key: "overview", label: t("tabs.overview") },
    { key: "social", label: t("tabs.social") },
  ] as const;

  return (
    <AnalyticsPage
      title={t("title")}
      description={t("description")}
      controls={
        // On a phone: range and channel side by side, the accounts below; one row from sm on.
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center lg:justify-end">
          <RangePicker state={state} range={range} onChange={setState} />
          {state.view === "overview" && (
            <Select
              value={state.channel || ALL}
              onValueChange={(value) => setState({ channel: value === ALL ? "" : value })}
            >
              <SelectTrigger className="h-9 w-full sm:w-44" aria-label={t("filters.channel")}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>{t("filters.allChannels")}</SelectItem>
                {(channels.data?.channels ?? []).map((channel) => (
                  <SelectItem key={channel.id} value={channel.id}>
                    {channel.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
          {state.view === "overview" && (
            <AccountPicker
              accounts={accountList}
              value={accountIds}
              onChange={(ids) => setState({ accounts: ids.join(",") })}
            />
          )}
        </div>
      }
    >
      <nav aria-label={t("tabs.label")} className="flex gap-1 border-b">
        {tabs.map((tab) => (
          <Link
            key={tab.key}
            href={withQuery("/analytics", new URLSearchParams(tab.key === "overview" ? "" : `view=${tab.key}`))}
            scroll={false}
            onClick={(event) => {
              event.preventDefault();
              setState({ view: tab.key });
            }}
            aria-current={state.view === tab.key ? "page" : undefined}
            className={cn(
              "-mb-px border-b-2 px-3 py-2 text-sm font-medium transition-colors",
              state.view === tab.key
                ? "border-primary text-foreground"
                : "border-transparent text-muted-foreground hover:text-foreground",
            )}
          >
            {tab.label}
          </Link>
        ))}
      </nav>

      {state.view === "overview" ? (
        overviewQuery === null ? (
          <OverviewSkeleton />
        ) : (
          <OverviewData query={overviewQuery} range={range} />
        )
      ) : (
        <SocialView
          platform={state.platform}
          onPlatform={(platform) => setState({ platform })}
          range={range}
          query={query}
        />
      )}
    </AnalyticsPage>
  );
}

function OverviewData({ query, range }: { query: string; range: ReturnType<typeof rangeOfState> }) {
  const t = useTranslations("analytics");
  const overview = useApiQuery<AnalyticsOverview>(ANALYTICS_KEY, `/analytics/overview?${query}`);
  const messaging = useApiQuery<MessagingAnalytics>(ANALYTICS_KEY, `/analytics/messaging?${query}`);
  const campaigns = useApiQuery<CampaignAnalytics>(ANALYTICS_KEY, `/analytics/campaigns?${query}`);
  const engagement = useApiQuery<{ days: EngagementDay[]; sandbox: boolean }>(
    ANALYTICS_KEY,
    `/analytics/engagement?${query}`,
  );
  const audience = useApiQuery<AudienceAnalytics>(ANALYTICS_KEY, `/analytics/audience?${query}`);
  const boosted = useApiQuery<{ posts: BoostedPost[] }>(ANALYTICS_KEY, "/analytics/boosted");
  const all = [overview, messaging, campaigns, engagement, audience, boosted];
  const failed = all.find((item) => item.error);
  if (failed) return <DataTableQueryError query={failed} fallback={t("states.error")} />;
  if (!overview.data || !messaging.data || !campaigns.data || !engagement.data || !audience.data || !boosted.data) {
    return <OverviewSkeleton />;
  }
  return (
    <OverviewView
      range={range}
      overview={overview.data}
      messaging={messaging.data}
      campaigns={campaigns.data}
      engagement={engagement.data}
      audience={audience.data}
      boosted={boosted.data.posts}
    />
  );
}

function OverviewSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-[84px] rounded-xl" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-80 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
