import { route, methods } from "@/lib/server/http/route";
import { parseQuery } from "@/lib/server/http/parse";
import { exportCustomersQuerySchema, exportCustomersStream } from "@/lib/server/customers/export-customers";

// GET /api/v1/customers/export (owner/admin): the filtered list (same query as the list) or
// the selection (`ids=a,b,c`) as a streamed CSV download, UTF-8 with a byte-order mark. The query
// and the first page are checked before the 200 goes out; a later failure aborts the download.
const exportRoute = route({ permission: "customers.export" }, async ({ req, session, t, requestId }) => {
  const query = parseQuery(req, exportCustomersQuerySchema);
  const stream = await exportCustomersStream({ companyId: session.companyId, query, t, requestId });
  const date = new Date().toISOString().slice(0, 10);
  return new Response(stream, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="customers-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: exportRoute });
