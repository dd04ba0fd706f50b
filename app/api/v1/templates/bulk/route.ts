import { bulkTemplatesSchema } from "@/lib/validation/templates";
import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { bulkTemplates } from "@/lib/server/templates/bulk-templates";

// POST /api/v1/templates/bulk – `{ action, ids }`; each action checks its own permission (submit and
// delete: owners, admins; duplicate: everyone) → per-id results.
const bulk = route({ permission: "templates.read" }, async ({ req, session, t }) => {
  const input = await parseBody(req, bulkTemplatesSchema);
  const { message, ...result } = await bulkTemplates({ companyId: session.companyId, role: session.role, ...input, t });
  return ok(result, { message });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: bulk });
