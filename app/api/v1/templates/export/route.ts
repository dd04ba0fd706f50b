import { exportTemplatesQuerySchema } from "@/lib/validation/templates";
import { parseQuery } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { exportTemplates } from "@/lib/server/templates/export-templates";
import { fileDownload, JSON_TYPE } from "@/lib/server/http/download";

// GET /api/v1/templates/export – a JSON file of Meta-format templates (the list's filters, or `ids`).
const exportJson = route({ permission: "templates.read" }, async ({ req, session }) => {
  const { ids, ...filter } = parseQuery(req, exportTemplatesQuerySchema);
  const templates = await exportTemplates({ companyId: session.companyId, filter, ids });
  return fileDownload(JSON.stringify(templates, null, 2), { fileName: "templates.json", type: JSON_TYPE });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: exportJson });
