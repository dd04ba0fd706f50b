import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { bulkMedia } from "@/lib/server/media/bulk-media";
import { bulkMediaSchema } from "@/lib/validation/media";

// POST /api/v1/media/bulk – `{ action: "move" | "tag" | "delete", ids, folderId?, tags? }`, all or
// nothing: another company's id → 404, a file the caller may not change → 403 → data.count.
const bulk = route({ permission: "media.updateOwn" }, async ({ req, session }) =>
  ok(await bulkMedia({ actor: session, input: await parseBody(req, bulkMediaSchema) })),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: bulk });
