"use client";

import { Clock, Eye, Heart, MailOpen, MessagesSquare, Users } from "lucide-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { AudienceCard } from "@/components/analytics/audience-card";
import { BoostedTable } from "@/components/analytics/boosted-table";
import { CampaignFunnel } from "@/components/analytics/campaign-funnel";
import { ChartCard, type ChartData } from "@/components/analytics/chart-card";
import { ComparedCard } from "@/components/analytics/compared-card";
import { HoursHeatmap } from "@/components/analytics/hours-heatmap";
import { MemberTimesCard } from "@/components/analytics/member-times";
import { SeriesChartLazy } from "@/components/analytics/charts-lazy";
import { SetupGuide } from "@/components/analytics/setup-guide";
import { useFormatter } from "@/components/format/formatter-provider";
import { formatDuration } from "@/lib/analytics/duration";
import { eachDay, type DayRange } from "@/lib/analytics/range";
import type {
  AnalyticsOverview,
  AudienceAnalytics,
  BoostedPost,
  CampaignAnalytics,
  EngagementDay,
  MessagingAnalytics,
} from "@/lib/analytics/types";

// /analytics's overview: the cards, then Kanal's own panels — messages per day, the campaign
// funnel, response times per member, the busiest hours — each from the API's stored figures.

export function OverviewView({
  range,
  overview,
  messaging,
  campaigns,
  engagement,
  audience,
  boosted,
}: {
  range: DayRange;
  overview: AnalyticsOverview;
  messaging: MessagingAnalytics;
  campaigns: CampaignAnalytics;
  engagement: { days: EngagementDay[]; sandbox: boolean };
  audience: AudienceAnalytics;
  boosted: BoostedPost[];
}) {
  const t = useTranslations("analytics");
  const format = useFormatter();
  const count = (value: number) => format.number(value);
  const percent = (value: number) => format.number(value, { style: "percent", maximumFractionDigits: 1 });
  const noSocial = overview.setup.socialAccounts === 0 ? t("cards.connectAccount") : t("cards.noData");

  const perDay = new Map<string, { sent: number; received: number }>();
  for (const row of messaging.volume) {
    const day = perDay.get(row.day) ?? { sent: 0, received: 0 };
    perDay.set(row.day, { sent: day.sent + row.sent, received: day.received + row.received });
  }
  const days = eachDay(range).map((day) => ({ day, sent: 0, received: 0, ...perDay.get(day) }));
  const volumeData: ChartData = {
    fileName: "messages-per-day",
    columns: [t("volume.day"), t("volume.sent"), t("volume.received")],
    rows: messaging.volume.length
      ? days.map((row) => ({
          display: [format.date(`${row.day}T12:00:00Z`), count(row.sent), count(row.received)],
          raw: [row.day, row.sent, row.received],
        }))
      : [],
  };

  const engagementByDay = new Map(engagement.days.map((row) => [row.day, row]));
  const engagementDays = eachDay(range).map((day) => ({
    day,
    likes: 0,
    comments: 0,
    shares: 0,
    saves: 0,
    ...engagementByDay.get(day),
  }));
  const engagementData: ChartData = {
    fileName: "engagement-per-day",
    columns: [
      t("volume.day"),
      t("engagement.likes"),
      t("engagement.comments"),
      t("engagement.shares"),
      t("engagement.saves"),
    ],
    rows: engagement.days.length
      ? engagementDays.map((row) => ({
          display: [
            format.date(`${row.day}T12:00:00Z`),
            count(row.likes),
            count(row.comments),
            count(row.shares),
            count(row.saves),
          ],
          raw: [row.day, row.likes, row.comments, row.shares, row.saves],
        }))
      : [],
  };

  // A new company has its sandbox channel already: nothing to measure until a message, a campaign
  // or a social account comes.
  const nothingYet = !overview.messages.value && overview.setup.campaigns === 0 && overview.setup.socialAccounts === 0;

  return (
    <div className="flex flex-col gap-4">
      <section aria-label={t("cards.label")} className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {(
          [
            { key: "followers", icon: Users, figure: overview.followers, format: count, empty: noSocial },
            { key: "reach", icon: Eye, figure: overview.reach, format: count, empty: noSocial },
            { key: "engagement", icon: Heart, figure: overview.engagement, format: count, empty: noSocial },
            {
              key: "messages",
              icon: MessagesSquare,
              figure: overview.messages,
              format: count,
              empty: t("cards.noData"),
            },
            {
              key: "firstResponse",
              icon: Clock,
              figure: overview.firstResponseSeconds,
              format: (value: number) => formatDuration(value, format),
              lowerIsBetter: true,
              empty: t("cards.noReplies"),
            },
            {
              key: "readRate",
              icon: MailOpen,
              figure: overview.campaignReadRate,
              format: percent,
              empty: t("cards.noCampaigns"),
            },
          ] as const
        ).map(({ key, ...card }) => (
          <ComparedCard key={key} label={t(`cards.${key}`)} {...card} />
        ))}
      </section>

      {nothingYet && <SetupGuide setup={overview.setup} />}

      <div className="grid gap-4 lg:grid-cols-3">
        <ChartCard
          className="lg:col-span-2"
          title={t("engagement.title")}
          description={t("engagement.description")}
          data={engagementData}
          badge={engagement.sandbox}
          empty={overview.setup.socialAccounts === 0 ? t("social.connectText") : t("chart.empty")}
        >
          <SeriesChartLazy
            data={engagementDays}
            x="day"
            stacked
            series={[
              { key: "likes", label: t("engagement.likes"), color: "var(--chart-1)" },
              { key: "comments", label: t("engagement.comments"), color: "var(--chart-2)" },
              { key: "shares", label: t("engagement.shares"), color: "var(--chart-3)" },
              { key: "saves", label: t("engagement.saves"), color: "var(--chart-4)" },
            ]}
          />
        </ChartCard>
        <AudienceCard audience={audience} />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard
          title={t("volume.title")}
          description={t("volume.description")}
          data={volumeData}
          empty={t("volume.empty")}
        >
          <SeriesChartLazy
            data={days}
            x="day"
            stacked
            series={[
              { key: "received", label: t("volume.received"), color: "var(--chart-2)" },
              { key: "sent", label: t("volume.sent"), color: "var(--chart-1)" },
            ]}
          />
        </ChartCard>
        <CampaignFunnel funnel={campaigns.funnel} title={t("funnel.title")} empty={t("funnel.empty")} />
        <MemberTimesCard members={messaging.members} />
        <HoursHeatmap counts={messaging.heatmap} range={range} />
      </div>

      {boosted.length > 0 && (
        <section aria-labelledby="boosted-title" className="flex flex-col gap-3">
          <div className="flex items-center justify-between gap-2">
            <h2 id="boosted-title" className="text-sm font-semibold">
              {t("boosted.title")}
            </h2>
            <Link href="/boosted" className="text-sm font-medium text-primary hover:underline">
              {t("boosted.all")}
            </Link>
          </div>
          <div className="rounded-xl border bg-card">
            <BoostedTable posts={boosted.slice(0, 5)} />
          </div>
        </section>
      )}
    </div>
  );
}
