import { created } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";
import { duplicateTemplate } from "@/lib/server/templates/duplicate-template";
import { templateToJson } from "@/lib/server/templates/template-json";

// POST /api/v1/templates/{id}/duplicate – a draft copy (everyone who may create).
const duplicate = route<{ id: string }>({ permission: "templates.create" }, async ({ params, session, t }) => {
  const row = await duplicateTemplate({ companyId: session.companyId, id: params.id });
  return created({ template: await templateToJson(session.companyId, row, t) }, t("templates.api.duplicated"));
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: duplicate });
