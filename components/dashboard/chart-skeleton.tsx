import { Skeleton } from "@/components/ui/skeleton";

// A rising row of bars: the chart's outline while its data or its code is on the way.
const BAR_HEIGHTS = [38, 30, 42, 42, 40, 44, 52, 46, 56, 66, 70, 86];

export function ChartSkeleton() {
  return (
    <div className="flex size-full items-end gap-1.5 px-9 pt-2 pb-7 sm:gap-3" aria-hidden>
      {BAR_HEIGHTS.map((height, index) => (
        <Skeleton key={index} className="flex-1 rounded-b-none" style={{ height: `${height}%` }} />
      ))}
    </div>
  );
}
