import { customerStats } from "@/lib/server/customers/customer-stats";
import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";

// GET /api/v1/customers/stats – the screen's stat cards: data.total, data.active, data.newLast30Days.
const stats = route({ permission: "customers.read" }, async ({ session }) =>
  ok(await customerStats({ companyId: session.companyId })),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: stats });
