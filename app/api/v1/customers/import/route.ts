import { route, methods } from "@/lib/server/http/route";
import { ok } from "@/lib/server/http/envelope";
import { importCustomers } from "@/lib/server/customers/import-customers";
import { readImportRequest } from "@/lib/server/customers/import-request";

// POST /api/v1/customers/import (owner/admin): a CSV upload. `preview=1` answers the detected
// delimiter, headers, auto mapping and first 10 rows without writing; otherwise the rows are
// imported and the answer is the counts and a per-row report of what was rejected and why.
const importRoute = route({ permission: "customers.import" }, async ({ req, session, t }) => {
  const upload = await readImportRequest(req, t);
  if (upload.preview) {
    return ok({
      delimiter: upload.delimiter,
      headers: upload.headers,
      mapping: upload.mapping,
      totalRows: upload.rows.length,
      rows: upload.rows.slice(0, 10).map((record) => ({ row: record.row, fields: record.fields })),
    });
  }
  const report = await importCustomers({
    companyId: session.companyId,
    userId: session.userId,
    records: upload.rows,
    mapping: upload.mapping,
    mode: upload.mode,
    t,
  });
  return ok(report);
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: importRoute });
