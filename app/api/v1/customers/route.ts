import { createCustomer } from "@/lib/server/customers/create-customer";
import { listCustomers } from "@/lib/server/customers/list-customers";
import { created, ok } from "@/lib/server/http/envelope";
import { parseBody, parseQuery } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { customerInputSchema, listCustomersQuerySchema } from "@/lib/validation/customers";

// GET /api/v1/customers – the caller's company's customers: `search` (names, full name, e-mail,
// phone, tags; Turkish- and accent-insensitive), `group` (id, `none`, or `all`), `status`, `tag`,
// `sort` (newest, oldest, name_asc, name_desc), `page`, `limit` → data.customers, data.pagination.
const list = route({ permission: "customers.read" }, async ({ req, session }) =>
  ok(await listCustomers({ companyId: session.companyId, query: parseQuery(req, listCustomersQuerySchema) })),
);

// POST /api/v1/customers – any role: a new customer (201). Unknown keys (companyId, id, dates)
// are dropped; a foreign groupId is a 404; an e-mail already in the company is a 409 on `email`.
const create = route({ permission: "customers.create" }, async ({ req, session }) =>
  created(await createCustomer({ companyId: session.companyId, input: await parseBody(req, customerInputSchema) })),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: list, POST: create });
