/** The chart's key, in the card header so it is there before the chart loads. */
export function GrowthLegend({ newLabel, totalLabel }: { newLabel: string; totalLabel: string }) {
  return (
    <ul className="flex items-center gap-4 text-xs text-muted-foreground" aria-hidden>
      <li className="flex items-center gap-1.5">
        <span className="size-2.5 rounded-[3px] bg-chart-1" />
        {newLabel}
      </li>
      <li className="flex items-center gap-1.5">
        <span className="h-0.5 w-3 rounded-full bg-chart-2" />
        {totalLabel}
      </li>
    </ul>
  );
}
