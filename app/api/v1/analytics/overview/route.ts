import { analyticsRoute } from "@/lib/server/analytics/analytics-route";
import { analyticsOverview } from "@/lib/server/analytics/overview";

// GET /api/v1/analytics/overview – the cards: followers, reach, engagement, messages, first
// response and campaign read rate, each with the previous period's figure.
export const { GET, POST, PUT, PATCH, DELETE } = analyticsRoute(analyticsOverview);
