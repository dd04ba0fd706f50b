import { importTemplatesSchema } from "@/lib/validation/templates";
import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { importTemplates } from "@/lib/server/templates/import-templates";

const IMPORT_LIMIT_BYTES = 5 * 1024 * 1024;

// POST /api/v1/templates/import – owners and admins: an array of Meta-format templates (or Meta's
// `{ data: [...] }`) → per-template results; `?channel=` names the channel (default: the sandbox).
const importJson = route({ permission: "templates.import" }, async ({ req, session, t }) => {
  const items = await parseBody(req, importTemplatesSchema, { limit: IMPORT_LIMIT_BYTES });
  const channelId = new URL(req.url).searchParams.get("channel");
  const result = await importTemplates({ companyId: session.companyId, items, channelId, t });
  return ok(result, { message: t("templates.api.importDone", { imported: result.imported, skipped: result.skipped }) });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: importJson });
