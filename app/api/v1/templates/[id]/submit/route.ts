import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";
import { submitTemplate } from "@/lib/server/templates/submit-template";
import { templateToJson } from "@/lib/server/templates/template-json";

// POST /api/v1/templates/{id}/submit – owners and admins send a draft for approval → PENDING.
const submit = route<{ id: string }>({ permission: "templates.submit" }, async ({ params, session, t }) => {
  const row = await submitTemplate({ companyId: session.companyId, id: params.id });
  return ok({ template: await templateToJson(session.companyId, row, t) }, { message: t("templates.api.submitted") });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: submit });
