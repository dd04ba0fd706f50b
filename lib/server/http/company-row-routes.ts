import "server-only";
import type { z } from "zod";
import type { Action } from "@/lib/permissions";
import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { route, type RouteHandler } from "@/lib/server/http/route";
import type { Translate } from "@/lib/server/i18n";

// The PUT and DELETE of `/…/{id}` routes that hand one row to a service: the company is always the
// session's (never the request's), so another company's id is the service's 404. The answer is the
// service's result as `data`, unless `reply` shapes it (a key, a message).

type CompanyRow = { companyId: string; id: string };
type Reply<R> = (result: R, t: Translate) => Response;

const asData = (result: unknown) => ok(result);

/** PUT: the body parsed by `schema`, then `update` of the session company's row `id`. */
export function updateRowRoute<S extends z.ZodType, R>({
  permission,
  schema,
  update,
  reply = asData,
}: {
  permission: Action;
  schema: S;
  update: (args: CompanyRow & { input: z.output<S> }) => Promise<R>;
  reply?: Reply<R>;
}): RouteHandler {
  return route<{ id: string }>({ permission }, async ({ req, params, session, t }) => {
    const input = await parseBody(req, schema);
    return reply(await update({ companyId: session.companyId, id: params.id, input }), t);
  });
}

/** DELETE (or disconnect): `remove` of the session company's row `id`. */
export function deleteRowRoute<R>({
  permission,
  remove,
  reply = asData,
}: {
  permission: Action;
  remove: (args: CompanyRow) => Promise<R>;
  reply?: Reply<R>;
}): RouteHandler {
  return route<{ id: string }>({ permission }, async ({ params, session, t }) =>
    reply(await remove({ companyId: session.companyId, id: params.id }), t),
  );
}
