import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { deleteFolder } from "@/lib/server/media/folders/delete-folder";
import { updateFolder } from "@/lib/server/media/folders/update-folder";
import { updateMediaFolderSchema } from "@/lib/validation/media";

type Params = { id: string };

// PUT /api/v1/media/folders/{id} – owners and admins: rename and/or recolour (409 on a taken name).
const update = route<Params>({ permission: "media.folders" }, async ({ req, params, session }) => {
  const input = await parseBody(req, updateMediaFolderSchema);
  return ok(await updateFolder({ companyId: session.companyId, id: params.id, input }));
});

// DELETE /api/v1/media/folders/{id} – owners and admins: its files stay, in no folder → data.unfiled.
const remove = route<Params>({ permission: "media.folders" }, async ({ params, session }) =>
  ok(await deleteFolder({ companyId: session.companyId, id: params.id })),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ PUT: update, DELETE: remove });
