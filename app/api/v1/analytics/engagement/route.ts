import { analyticsRoute } from "@/lib/server/analytics/analytics-route";
import { engagementSeries } from "@/lib/server/analytics/social";

// GET /api/v1/analytics/engagement – the range's daily social figures over the chosen accounts.
export const { GET, POST, PUT, PATCH, DELETE } = analyticsRoute(engagementSeries);
