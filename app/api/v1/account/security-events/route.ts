import { listSecurityEvents } from "@/lib/server/account/security-events";
import { ok } from "@/lib/server/http/envelope";
import { parseQuery } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { securityEventsQuerySchema } from "@/lib/validation/security";

// GET /api/v1/account/security-events?page=&limit= – the caller's own security activity, newest
// first: `data.events` ({ id, action, status, createdAt, device, browser, ip }) and
// `data.pagination`. limit defaults to 10, at most 50 (400 beyond).
const list = route({}, async ({ req, session }) =>
  ok(await listSecurityEvents({ userId: session.userId, query: parseQuery(req, securityEventsQuerySchema) })),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: list });
