"use client";

import dynamic from "next/dynamic";
import { ChartSkeleton } from "@/components/dashboard/chart-skeleton";
import type { CustomerGrowthChartProps } from "@/components/dashboard/customer-growth-chart";

// recharts stays out of the page's first load: the chart's chunk is fetched after hydration, in
// the browser only, with a placeholder of the same size meanwhile.
const CustomerGrowthChart = dynamic(
  () => import("@/components/dashboard/customer-growth-chart").then((module) => module.CustomerGrowthChart),
  { ssr: false, loading: () => <ChartSkeleton /> },
);

export function CustomerGrowthChartLazy(props: CustomerGrowthChartProps) {
  return <CustomerGrowthChart {...props} />;
}
