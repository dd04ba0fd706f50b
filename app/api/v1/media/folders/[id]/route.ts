import { deleteRowRoute, updateRowRoute } from "@/lib/server/http/company-row-routes";
import { methods } from "@/lib/server/http/route";
import { deleteFolder } from "@/lib/server/media/folders/delete-folder";
import { updateFolder } from "@/lib/server/media/folders/update-folder";
import { updateMediaFolderSchema } from "@/lib/validation/media";

// PUT /api/v1/media/folders/{id} – owners and admins: rename and/or recolour (409 on a taken name).
const update = updateRowRoute({ permission: "media.folders", schema: updateMediaFolderSchema, update: updateFolder });

// DELETE /api/v1/media/folders/{id} – owners and admins: its files stay, in no folder → data.unfiled.
const remove = deleteRowRoute({ permission: "media.folders", remove: deleteFolder });

export const { GET, POST, PUT, PATCH, DELETE } = methods({ PUT: update, DELETE: remove });
