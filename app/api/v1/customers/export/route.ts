import { route, methods } from "@/lib/server/http/route";
import { parseQuery } from "@/lib/server/http/parse";
import { exportCustomersQuerySchema, exportCustomersStream } from "@/lib/server/customers/export-customers";
import { CSV_TYPE, fileDownload } from "@/lib/server/http/download";

// GET /api/v1/customers/export (owner/admin): the filtered list (same query as the list) or
// the selection (`ids=a,b,c`) as a streamed CSV download, UTF-8 with a byte-order mark. The query
// and the first page are checked before the 200 goes out; a later failure aborts the download.
const exportRoute = route({ permission: "customers.export" }, async ({ req, session, t, requestId }) => {
  const query = parseQuery(req, exportCustomersQuerySchema);
  const stream = await exportCustomersStream({ companyId: session.companyId, query, t, requestId });
  const date = new Date().toISOString().slice(0, 10);
  return fileDownload(stream, { fileName: `customers-${date}.csv`, type: CSV_TYPE });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: exportRoute });
