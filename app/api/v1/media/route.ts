import { ok } from "@/lib/server/http/envelope";
import { parseQuery } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { listMedia } from "@/lib/server/media/list-media";
import { listMediaQuerySchema } from "@/lib/validation/media";

// GET /api/v1/media – the company's files: `search` (name and tags, Turkish-insensitive), `type`,
// `folder` (id, `none`, `all`), `tag`, `sort` (newest, oldest, name, size), `page`, `limit`
// (default 50, max 200) → data.files, data.pagination.
const list = route({ permission: "media.read" }, async ({ req, session }) =>
  ok(await listMedia({ companyId: session.companyId, query: parseQuery(req, listMediaQuerySchema) })),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: list });
