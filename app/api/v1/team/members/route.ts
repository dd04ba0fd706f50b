import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";
import { listMembers } from "@/lib/server/team/members";

// GET /api/v1/team/members – everyone of the caller's company (any role: members see the team too).
const list = route({ permission: "team.read" }, async ({ session }) =>
  ok({ members: await listMembers({ companyId: session.companyId }) }),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: list });
