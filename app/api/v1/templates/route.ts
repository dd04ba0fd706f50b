import { listTemplatesQuerySchema, templateSchema } from "@/lib/validation/templates";
import { created, ok } from "@/lib/server/http/envelope";
import { parseBody, parseQuery } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { createTemplate } from "@/lib/server/templates/create-template";
import { listTemplates } from "@/lib/server/templates/list-templates";
import { templateToJson } from "@/lib/server/templates/template-json";

// GET /api/v1/templates – the company's templates: search, filters, sort, page, counts.
const list = route({ permission: "templates.read" }, async ({ req, session, t }) => {
  const query = parseQuery(req, listTemplatesQuerySchema);
  return ok(await listTemplates({ companyId: session.companyId, query, t }));
});

// POST /api/v1/templates – a new draft (everyone).
const create = route({ permission: "templates.create" }, async ({ req, session, t }) => {
  const input = await parseBody(req, templateSchema);
  const row = await createTemplate({ companyId: session.companyId, input });
  return created({ template: await templateToJson(session.companyId, row, t) }, t("templates.api.created"));
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: list, POST: create });
