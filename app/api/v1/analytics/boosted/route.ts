import { analyticsRoute } from "@/lib/server/analytics/analytics-route";
import { boostedPosts } from "@/lib/server/analytics/social";

// GET /api/v1/analytics/boosted – the boosted posts table (/boosted and the overview).
export const { GET, POST, PUT, PATCH, DELETE } = analyticsRoute(async (scope) => ({
  posts: await boostedPosts(scope),
}));
