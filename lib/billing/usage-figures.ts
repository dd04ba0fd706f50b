import type { UsageResource } from "@/lib/validation/billing";

// Usage figures as people read them: counts as numbers, storage in B/KB/MB/GB (base 1024, at
// most 2 decimals, spec 02 §9). The number formatter comes from the caller: the reader's region
// settings on the page (useFormatter().number), the recipient's language in a mail.

export type NumberFormat = (value: number, options?: Intl.NumberFormatOptions) => string;

const BYTE_UNITS = ["B", "KB", "MB", "GB", "TB"] as const;

export function formatBytes(bytes: number, number: NumberFormat): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${number(value, { maximumFractionDigits: unit === 0 ? 0 : 2 })} ${BYTE_UNITS[unit]}`;
}

export function formatUsageFigure(resource: UsageResource, value: number, number: NumberFormat): string {
  return resource === "storage" ? formatBytes(value, number) : number(value);
}
