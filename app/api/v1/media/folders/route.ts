import { created, ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { createFolder } from "@/lib/server/media/folders/create-folder";
import { listFolders } from "@/lib/server/media/folders/list-folders";
import { mediaFolderSchema } from "@/lib/validation/media";

// GET /api/v1/media/folders – the six default folders and the company's own, each with its count.
const list = route({ permission: "media.read" }, async ({ session }) =>
  ok(await listFolders({ companyId: session.companyId })),
);

// POST /api/v1/media/folders – owners and admins: `{ name, color }` (name unique in the company,
// case- and Turkish-insensitively: 409 on `name`).
const create = route({ permission: "media.folders" }, async ({ req, session }) =>
  created(await createFolder({ companyId: session.companyId, input: await parseBody(req, mediaFolderSchema) })),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: list, POST: create });
