import "server-only";
import type { DayRange } from "@/lib/analytics/range";
import { analyticsScope, type AnalyticsScope } from "@/lib/server/analytics/scope";
import { ok } from "@/lib/server/http/envelope";
import { parseQuery } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { analyticsQuerySchema, type AnalyticsQuery } from "@/lib/validation/analytics";

/**
 * An analytics endpoint (api.md → Analytics): GET only, for every signed-in role; the query's
 * range and filters are checked and scoped (lib/server/analytics/scope.ts) before `compute` runs.
 */
export function analyticsRoute<T>(
  compute: (scope: AnalyticsScope, range: DayRange, query: AnalyticsQuery) => Promise<T>,
) {
  return methods({
    GET: route({ permission: "analytics.read" }, async ({ req, session }) => {
      const query = parseQuery(req, analyticsQuerySchema);
      const { scope, range } = await analyticsScope(req, session, query);
      return ok(await compute(scope, range, query));
    }),
  });
}
