import { listCustomers } from "@/lib/server/customers/list-customers";
import { ok } from "@/lib/server/http/envelope";
import { parseQuery } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { listCustomersQuerySchema } from "@/lib/validation/customers";

// GET /api/v1/customers – the caller's company's customers: `search` (names, full name, e-mail,
// phone, tags; Turkish- and accent-insensitive), `page`, `limit` → data.customers, data.pagination.
// (Filters, sorting and writes come with the customers screen.)
const list = route({}, async ({ req, session }) =>
  ok(await listCustomers({ companyId: session.companyId, query: parseQuery(req, listCustomersQuerySchema) })),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: list });
