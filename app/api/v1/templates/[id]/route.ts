import { templateSchema } from "@/lib/validation/templates";
import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { deleteTemplate } from "@/lib/server/templates/delete-template";
import { getTemplateOrThrow } from "@/lib/server/templates/get-template-or-throw";
import { templateToJson } from "@/lib/server/templates/template-json";
import { updateTemplate } from "@/lib/server/templates/update-template";

type Params = { id: string };

// GET /api/v1/templates/{id} – one template with its history; another company's is a 404.
const read = route<Params>({ permission: "templates.read" }, async ({ params, session, t }) => {
  const row = await getTemplateOrThrow({ companyId: session.companyId, id: params.id });
  return ok({ template: await templateToJson(session.companyId, row, t) });
});

// PUT /api/v1/templates/{id} – the editor; a submitted template goes back to DRAFT (owners, admins).
const update = route<Params>({ permission: "templates.update" }, async ({ req, params, session, t }) => {
  const input = await parseBody(req, templateSchema);
  const { template, backToDraft } = await updateTemplate({
    companyId: session.companyId,
    role: session.role,
    id: params.id,
    input,
  });
  return ok(
    { template: await templateToJson(session.companyId, template, t) },
    { message: t(backToDraft ? "templates.api.updatedBackToDraft" : "templates.api.updated") },
  );
});

// DELETE /api/v1/templates/{id} – owners and admins; also from the provider; 409 while a campaign uses it.
const remove = route<Params>({ permission: "templates.delete" }, async ({ params, session, t }) => {
  const row = await deleteTemplate({ companyId: session.companyId, id: params.id });
  return ok({ id: row.id }, { message: t("templates.api.deleted") });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: read, PUT: update, DELETE: remove });
