import { z } from "zod";
import { daysIn, isIsoDay, MAX_RANGE_DAYS } from "@/lib/analytics/range";
import { STATS_PLATFORMS } from "@/lib/posts/types";

// The analytics API's query (api.md → Analytics): `from`, `to` (calendar days in the viewer's time
// zone, both included; the last 30 days when absent) and optional id filters. Messages are
// `validation.*` keys, or `analytics.rules.*`.

const day = z.string().trim().refine(isIsoDay, { error: "validation.invalidFormat" });
/** A comma-separated list of ids (`channels=a,b`), at most 50. */
const idList = z
  .string()
  .trim()
  .max(2000, { error: "validation.tooLong" })
  .transform((value) => [
    ...new Set(
      value
        .split(",")
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ])
  .refine((ids) => ids.length <= 50, { error: "validation.invalid" })
  .transform((ids) => (ids.length === 0 ? undefined : ids));

/** The social stats view's platform tabs (spec 01 §2). */
export const ANALYTICS_PLATFORMS = ["all", ...STATS_PLATFORMS] as const;

export const analyticsQuerySchema = z
  .object({
    from: day.optional(),
    to: day.optional(),
    channels: idList.optional(),
    accounts: idList.optional(),
    platform: z.enum(ANALYTICS_PLATFORMS, { error: "validation.invalidOption" }).default("all"),
  })
  .superRefine((query, ctx) => {
    if ((query.from === undefined) !== (query.to === undefined)) {
      ctx.addIssue({ code: "custom", path: [query.from ? "to" : "from"], message: "validation.required" });
    } else if (query.from && query.to && query.from > query.to) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "analytics.rules.toBeforeFrom" });
    } else if (query.from && query.to && daysIn({ from: query.from, to: query.to }) > MAX_RANGE_DAYS) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "analytics.rules.rangeTooLong" });
    }
  });
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;
