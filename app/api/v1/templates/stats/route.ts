import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";
import { templateStats } from "@/lib/server/templates/template-stats";

// GET /api/v1/templates/stats – the four cards with their change against last month.
const stats = route({ permission: "templates.read" }, async ({ session }) =>
  ok(await templateStats({ companyId: session.companyId })),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: stats });
