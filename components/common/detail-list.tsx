import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** One line of a DetailList: its label and its value. */
export type DetailRow = [label: string, value: ReactNode];

/**
 * Labels and values side by side in two columns (a file's details, a template's summary): a
 * <dl> whose `className` sets the columns and gaps, `valueClassName` the values' text.
 */
export function DetailList({
  rows,
  className,
  valueClassName,
  ...props
}: {
  rows: DetailRow[];
  className: string;
  valueClassName?: string;
  "data-testid"?: string;
}) {
  return (
    <dl className={cn("grid text-sm", className)} {...props}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className={cn("min-w-0", valueClassName)}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
