import { created, ok } from "@/lib/server/http/envelope";
import { parseQuery } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { listMedia } from "@/lib/server/media/list-media";
import { uploadMedia } from "@/lib/server/media/upload/upload-media";
import { listMediaQuerySchema } from "@/lib/validation/media";

// GET /api/v1/media – the company's files: `search` (name and tags, Turkish-insensitive), `type`,
// `folder` (id, `none`, `all`), `tag`, `sort` (newest, oldest, name, size), `page`, `limit`
// (default 50, max 200) → data.files, data.pagination.
const list = route({ permission: "media.read" }, async ({ req, session }) =>
  ok(await listMedia({ companyId: session.companyId, query: parseQuery(req, listMediaQuerySchema) })),
);

// POST /api/v1/media – multipart: `file` parts, optional `folderId` and `tags` (comma-separated) →
// 201 data.files (accepted) and data.rejected ({ name, code, message } per refused file). Streamed
// to storage, never buffered: this path is left out of the middleware (middleware.ts), which
// would otherwise buffer the body and cut it at 10 MB.
const upload = route({ permission: "media.upload" }, async ({ req, session, locale, t }) =>
  created(await uploadMedia({ actor: session, request: req, locale, t })),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: list, POST: upload });
