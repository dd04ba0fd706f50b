"use client";

import { Eye, Megaphone, Percent, Send, Share2, TrendingDown, TrendingUp, Users } from "lucide-react";
import { useTranslations } from "next-intl";
import { AnalyticsEmptyPanel } from "@/components/analytics/analytics-page";
import { SOCIAL_PLATFORMS, type SocialPlatformTab } from "@/components/analytics/analytics-url";
import { ChartCard, type ChartData } from "@/components/analytics/chart-card";
import { GrowthChartLazy } from "@/components/analytics/charts-lazy";
import { ComparedCard } from "@/components/analytics/compared-card";
import { HoursHeatmap } from "@/components/analytics/hours-heatmap";
import { SandboxBadge } from "@/components/analytics/sandbox-badge";
import { DataTableQueryError } from "@/components/data-table/states";
import { useFormatter } from "@/components/format/formatter-provider";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { DayRange } from "@/lib/analytics/range";
import type { MessagingAnalytics, SocialActivity, SocialAnalytics } from "@/lib/analytics/types";
import { useApiQuery } from "@/lib/query/use-api-query";
import { cn } from "@/lib/utils";

// The social stats view (spec 01 §2): platform tabs; KPI cards (total followers, impressions,
// reach, engagement rate) against the previous period; followers this year against last by month;
// recent activity; the busiest hours. A platform without an account says how to connect one.

export function SocialView({
  platform,
  onPlatform,
  range,
  query,
}: {
  platform: SocialPlatformTab;
  onPlatform: (platform: SocialPlatformTab) => void;
  range: DayRange;
  query: string;
}) {
  const t = useTranslations("analytics.social");
  const social = useApiQuery<SocialAnalytics>(["analytics"], `/analytics/social?${query}&platform=${platform}`);
  const messaging = useApiQuery<MessagingAnalytics>(["analytics"], `/analytics/messaging?${query}`);
  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label={t("platforms")} className="flex flex-wrap gap-1.5">
        {SOCIAL_PLATFORMS.map((item) => (
          <button
            key={item}
            type="button"
            role="tab"
            aria-selected={platform === item}
            onClick={() => onPlatform(item)}
            className={cn(
              "rounded-full border px-3 py-1 text-sm transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
              platform === item
                ? "border-primary bg-primary text-primary-foreground"
                : "text-muted-foreground hover:bg-accent hover:text-foreground",
            )}
          >
            {t(`platform.${item}`)}
          </button>
        ))}
      </div>
      {social.error ? (
        <DataTableQueryError query={social} fallback={t("error")} />
      ) : !social.data ? (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-[84px] rounded-xl" />
          ))}
          <Skeleton className="col-span-full h-80 rounded-xl" />
        </div>
      ) : social.data.accounts.length === 0 ? (
        <ConnectAccount platform={platform} />
      ) : (
        <SocialFigures data={social.data} range={range} heatmap={messaging.data?.heatmap ?? []} />
      )}
    </div>
  );
}

function ConnectAccount({ platform }: { platform: SocialPlatformTab }) {
  const t = useTranslations("analytics.social");
  return (
    <AnalyticsEmptyPanel
      icon={Share2}
      title={
        platform === "all" ? t("connectTitle") : t("connectPlatformTitle", { platform: t(`platform.${platform}`) })
      }
      text={t("connectText")}
      action={t("connectAction")}
      href="/settings/channels"
    />
  );
}

function SocialFigures({
  data,
  range,
  heatmap,
}: {
  data: SocialAnalytics;
  range: DayRange;
  heatmap: MessagingAnalytics["heatmap"];
}) {
  const t = useTranslations("analytics");
  const format = useFormatter();
  const count = (value: number) => format.number(value);
  const percent = (value: number) => format.number(value, { style: "percent", maximumFractionDigits: 2 });
  const year = Number(range.to.slice(0, 4));
  const month = (value: number) =>
    new Intl.DateTimeFormat(format.locale, { month: "long", timeZone: "UTC" }).format(Date.UTC(2024, value - 1, 15));
  const growthData: ChartData = {
    fileName: "followers-growth",
    columns: [t("social.month"), String(year), String(year - 1)],
    rows: data.growth.some((row) => row.thisYear !== null || row.lastYear !== null)
      ? data.growth.map((row) => ({
          display: [
            month(row.month),
            row.thisYear === null ? "—" : count(row.thisYear),
            row.lastYear === null ? "—" : count(row.lastYear),
          ],
          raw: [row.month, row.thisYear, row.lastYear],
        }))
      : [],
  };
  const empty = t("cards.noData");
  return (
    <>
      {data.sandbox && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <SandboxBadge />
          {t("social.sandboxNote")}
        </p>
      )}
      <section aria-label={t("cards.label")} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {(
          [
            { key: "followers", icon: Users, figure: data.totals.followers, format: count },
            { key: "impressions", icon: Eye, figure: data.totals.impressions, format: count },
            { key: "reach", icon: Send, figure: data.totals.reach, format: count },
            { key: "engagementRate", icon: Percent, figure: data.engagementRate, format: percent },
          ] as const
        ).map(({ key, ...card }) => (
          <ComparedCard key={key} label={t(`social.kpi.${key}`)} empty={empty} {...card} />
        ))}
      </section>
      <div className="grid gap-4 lg:grid-cols-3 lg:items-start">
        <ChartCard
          className="lg:col-span-2"
          title={t("social.growthTitle")}
          description={t("social.growthDescription", { year, lastYear: year - 1 })}
          data={growthData}
          badge={data.sandbox}
        >
          <GrowthChartLazy data={data.growth} labels={{ thisYear: String(year), lastYear: String(year - 1) }} />
        </ChartCard>
        <Card className="gap-3 p-4 sm:p-5">
          <h2 className="text-sm font-semibold">{t("social.activityTitle")}</h2>
          {data.activity.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("social.activityEmpty")}</p>
          ) : (
            <ul className="flex max-h-80 flex-col gap-3 overflow-y-auto">
              {data.activity.map((item, index) => (
                <ActivityItem key={index} item={item} />
              ))}
            </ul>
          )}
        </Card>
      </div>
      <HoursHeatmap counts={heatmap} range={range} />
    </>
  );
}

function ActivityItem({ item }: { item: SocialActivity }) {
  const t = useTranslations("analytics.social.activity");
  const platforms = useTranslations("analytics.social.platform");
  const format = useFormatter();
  const platformName = (platform: string) =>
    platforms.has(platform as "all") ? platforms(platform as "all") : platform;
  const [Icon, text, tone] =
    item.kind === "published"
      ? [Send, t("published", { title: item.title, platform: platformName(item.platform) }), "text-primary"]
      : item.kind === "followers"
        ? [
            item.change >= 0 ? TrendingUp : TrendingDown,
            t(item.change >= 0 ? "followersUp" : "followersDown", {
              name: item.name,
              change: format.number(Math.abs(item.change), { style: "percent", maximumFractionDigits: 1 }),
            }),
            item.change >= 0 ? "text-emerald-700 dark:text-success" : "text-red-700 dark:text-destructive",
          ]
        : [
            Megaphone,
            t(`campaign.${item.status === "COMPLETED" ? "completed" : "started"}`, { name: item.name }),
            "text-primary",
          ];
  return (
    <li className="flex gap-3 text-sm">
      <span className={cn("mt-0.5 grid size-7 shrink-0 place-items-center rounded-lg bg-muted", tone)}>
        <Icon className="size-3.5" aria-hidden />
      </span>
      <span className="min-w-0">
        <span className="line-clamp-2">{text}</span>
        <span className="text-xs text-muted-foreground tabular-nums">{format.date(item.at)}</span>
      </span>
    </li>
  );
}
