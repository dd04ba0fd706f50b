import { USAGE_ALERT_RATIO, type Plan } from "@/lib/billing/plans";
import type { UsageResource } from "@/lib/validation/billing";

// Usage against a plan's limits, shared by the billing page (bars), the bell and the server (alerts).

export type UsageFigures = { members: number; messagesThisMonth: number; storageBytes: number };

/** The limit of one resource on a plan; null = unlimited. */
export function limitOf(plan: Plan, resource: UsageResource): number | null {
  if (resource === "members") return plan.limits.members;
  if (resource === "messages") return plan.limits.messagesPerMonth;
  return plan.limits.storageBytes;
}

export function usedOf(usage: UsageFigures, resource: UsageResource): number {
  if (resource === "members") return usage.members;
  if (resource === "messages") return usage.messagesThisMonth;
  return usage.storageBytes;
}

/** used / limit (0 when unlimited); may pass 1 after a downgrade or when a limit is not enforced. */
export const usageRatio = (used: number, limit: number | null) => (limit === null || limit <= 0 ? 0 : used / limit);

/** The bar's tone: amber from the alert mark (80 %), red once the limit is reached. */
export function usageLevel(ratio: number): "normal" | "warning" | "full" {
  if (ratio >= 1) return "full";
  if (ratio >= USAGE_ALERT_RATIO) return "warning";
  return "normal";
}
