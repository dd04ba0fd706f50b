import { analyticsRoute } from "@/lib/server/analytics/analytics-route";
import { campaignAnalytics } from "@/lib/server/analytics/campaigns";

// GET /api/v1/analytics/campaigns – the funnel of the campaigns that started sending in the range,
// added up and one by one, against the previous period.
export const { GET, POST, PUT, PATCH, DELETE } = analyticsRoute(campaignAnalytics);
