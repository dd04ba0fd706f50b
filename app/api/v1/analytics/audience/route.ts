import { analyticsRoute } from "@/lib/server/analytics/analytics-route";
import { audienceBreakdown } from "@/lib/server/analytics/social";

// GET /api/v1/analytics/audience – followers by age group (null when no platform gives one).
export const { GET, POST, PUT, PATCH, DELETE } = analyticsRoute(audienceBreakdown);
