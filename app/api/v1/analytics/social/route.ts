import { analyticsRoute } from "@/lib/server/analytics/analytics-route";
import { socialAnalytics } from "@/lib/server/analytics/social";

// GET /api/v1/analytics/social?platform=… – KPIs, followers this year against last by month,
// recent activity.
export const { GET, POST, PUT, PATCH, DELETE } = analyticsRoute((scope, range, query) =>
  socialAnalytics(scope, range, query.platform),
);
