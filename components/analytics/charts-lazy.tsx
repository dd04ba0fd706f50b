"use client";

import dynamic from "next/dynamic";
import { ChartSkeleton } from "@/components/dashboard/chart-skeleton";

// recharts stays out of /analytics's first load: each chart is fetched after hydration, in the
// browser only, behind a placeholder of the chart's size.

const loading = () => (
  <div className="h-64">
    <ChartSkeleton />
  </div>
);

export const SeriesChartLazy = dynamic(
  () => import("@/components/analytics/series-chart").then((module) => module.SeriesChart),
  { ssr: false, loading },
);

export const GrowthChartLazy = dynamic(
  () => import("@/components/analytics/growth-chart").then((module) => module.GrowthChart),
  { ssr: false, loading },
);
