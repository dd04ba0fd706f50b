"use client";

import { Rocket } from "lucide-react";
import { useTranslations } from "next-intl";
import { AnalyticsEmptyPanel, AnalyticsPage } from "@/components/analytics/analytics-page";
import { BoostedTable } from "@/components/analytics/boosted-table";
import { DataTableQueryError } from "@/components/data-table/states";
import { Skeleton } from "@/components/ui/skeleton";
import type { BoostedPost } from "@/lib/analytics/types";
import { useApiQuery } from "@/lib/query/use-api-query";

// My Boosted Shots (/boosted, spec 01 §2–3): every boosted post, In Progress while its boost runs
// and Finished after, with the likes, comments and shares of its daily snapshots.

export function BoostedScreen() {
  const t = useTranslations("analytics.boosted");
  const query = useApiQuery<{ posts: BoostedPost[] }>(["analytics"], "/analytics/boosted");
  return (
    <AnalyticsPage title={t("pageTitle")} description={t("description")}>
      {query.error ? (
        <DataTableQueryError query={query} fallback={t("error")} />
      ) : !query.data ? (
        <Skeleton className="h-72 rounded-xl" aria-busy />
      ) : query.data.posts.length === 0 ? (
        <AnalyticsEmptyPanel
          icon={Rocket}
          title={t("emptyTitle")}
          text={t("emptyText")}
          action={t("emptyAction")}
          href="/schedule"
        />
      ) : (
        <div className="rounded-xl border bg-card">
          <BoostedTable posts={query.data.posts} />
        </div>
      )}
    </AnalyticsPage>
  );
}
