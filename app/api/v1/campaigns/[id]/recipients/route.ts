import { recipientsQuerySchema } from "@/lib/validation/campaigns";
import { ok } from "@/lib/server/http/envelope";
import { parseQuery } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { listRecipients, recipientsCsv } from "@/lib/server/campaigns/recipients";
import { CSV_TYPE, fileDownload } from "@/lib/server/http/download";

// GET /api/v1/campaigns/{id}/recipients – per-recipient rows (status, mark, search, cursor, limit);
// `?format=csv` downloads every matching row. Members read; another company's campaign is a 404.
const list = route<{ id: string }>({ permission: "campaigns.read" }, async ({ req, params, session, t }) => {
  const query = parseQuery(req, recipientsQuerySchema);
  if (query.format === "csv") {
    const { name, stream } = await recipientsCsv({ companyId: session.companyId, id: params.id, query, t });
    return fileDownload(stream, { fileName: name, type: CSV_TYPE });
  }
  return ok(await listRecipients({ companyId: session.companyId, id: params.id, query }));
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: list });
