import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

/**
 * The grey outline of a list entry's text while it loads: its name, then a detail line in smaller
 * type. Each list gives its own widths, so the outline looks like its rows.
 */
export function SkeletonEntry({
  titleWidth,
  detailWidth,
  className,
}: {
  titleWidth: string;
  detailWidth: string;
  /** Added to the column (its gap, an offset). */
  className?: string;
}) {
  return (
    <div className={cn("flex flex-1 flex-col gap-2", className)}>
      <Skeleton className={cn("h-3.5", titleWidth)} />
      <Skeleton className={cn("h-3", detailWidth)} />
    </div>
  );
}
