import { testTemplateSchema } from "@/lib/validation/templates";
import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { testTemplate } from "@/lib/server/templates/test-template";

// POST /api/v1/templates/{id}/test – `{ to, variables? }`: an approved template to one number.
const test = route<{ id: string }>({ permission: "templates.sendTest" }, async ({ req, params, session, t }) => {
  const input = await parseBody(req, testTemplateSchema);
  const result = await testTemplate({ companyId: session.companyId, id: params.id, ...input });
  return ok(result, { message: t("templates.api.testQueued") });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: test });
