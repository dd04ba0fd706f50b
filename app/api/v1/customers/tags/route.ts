import { listTags } from "@/lib/server/customers/list-tags";
import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";

// GET /api/v1/customers/tags – data: [{ tag, count }], the company's most used tags first.
const list = route({ permission: "customers.read" }, async ({ session }) =>
  ok(await listTags({ companyId: session.companyId })),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: list });
