import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";
import { getTeamOverview } from "@/lib/server/team/overview";

// GET /api/v1/team/overview – the team page's counts: members, owners, admins, pending invitations,
// seats used of the limit.
const overview = route({ permission: "team.read" }, async ({ session }) =>
  ok(await getTeamOverview({ companyId: session.companyId })),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: overview });
