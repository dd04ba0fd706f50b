import { analyticsRoute } from "@/lib/server/analytics/analytics-route";
import { messagingAnalytics } from "@/lib/server/analytics/messaging";

// GET /api/v1/analytics/messaging – volume per day and channel, first-response and resolution
// times (per member for owners and admins), the busiest hours, template usage.
export const { GET, POST, PUT, PATCH, DELETE } = analyticsRoute(messagingAnalytics);
