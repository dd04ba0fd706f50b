import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { deleteMedia } from "@/lib/server/media/delete-media";
import { getMedia } from "@/lib/server/media/get-media";
import { updateMedia } from "@/lib/server/media/update-media";
import { updateMediaSchema } from "@/lib/validation/media";

type Params = { id: string };

// GET /api/v1/media/{id} – one file (another company's: 404).
const read = route<Params>({ permission: "media.read" }, async ({ params, session }) =>
  ok(await getMedia({ companyId: session.companyId, id: params.id })),
);

// PUT /api/v1/media/{id} – `{ name, folderId, tags, isPublic }` (any subset): own files for
// everyone, others' for owners and admins; changing `isPublic` for owners and admins only.
const update = route<Params>({ permission: "media.updateOwn" }, async ({ req, params, session }) =>
  ok(await updateMedia({ actor: session, id: params.id, input: await parseBody(req, updateMediaSchema) })),
);

// DELETE /api/v1/media/{id} – own files for everyone, others' for owners and admins; 409 while
// something scheduled needs the file. Its bytes leave storage in a background job.
const remove = route<Params>({ permission: "media.deleteOwn" }, async ({ params, session }) =>
  ok(await deleteMedia({ actor: session, ids: [params.id] })),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: read, PUT: update, DELETE: remove });
