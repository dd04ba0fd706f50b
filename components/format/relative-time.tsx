"use client";

import { useFormatter } from "@/components/format/formatter-provider";
import { useNow } from "@/components/format/now-provider";

/**
 * "3 minutes ago" in a <time> element with the exact date and time as its title. Counted from
 * useNow(), so the server's HTML and the first render in the browser agree; only this element
 * re-renders as time passes.
 */
export function RelativeTime({ value, className }: { value: string | Date; className?: string }) {
  const format = useFormatter();
  const now = useNow();
  const iso = value instanceof Date ? value.toISOString() : value;
  return (
    <time dateTime={iso} title={format.dateTime(value)} className={className}>
      {format.relative(value, now)}
    </time>
  );
}
