import type { Formatter } from "@/lib/format";

/** A response or resolution time in the largest sensible unit, in the viewer's language: "45 sn", "12 min", "3,5 sa", "2 gün". */
export function formatDuration(seconds: number, format: Pick<Formatter, "number">): string {
  const unit = (value: number, name: string, digits = 0) =>
    format.number(value, { style: "unit", unit: name, unitDisplay: "short", maximumFractionDigits: digits });
  if (seconds < 60) return unit(Math.round(seconds), "second");
  if (seconds < 3600) return unit(Math.round(seconds / 60), "minute");
  if (seconds < 48 * 3600) return unit(seconds / 3600, "hour", 1);
  return unit(seconds / 86_400, "day", 1);
}
