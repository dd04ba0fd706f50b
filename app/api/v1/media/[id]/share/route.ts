import { created, ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { createShareLink, revokeShareLink } from "@/lib/server/media/share/create-share";
import { shareMediaSchema } from "@/lib/validation/media";

type Params = { id: string };

// POST /api/v1/media/{id}/share – `{ expiresInDays? }` → 201 `{ url, expiresAt }`: a new public
// link (GET /s/{token}, no session); the file's previous link stops. Same rights as editing the file.
const share = route<Params>({ permission: "media.updateOwn" }, async ({ req, params, session }) =>
  created(await createShareLink({ actor: session, id: params.id, input: await parseBody(req, shareMediaSchema) })),
);

// DELETE /api/v1/media/{id}/share – revokes the file's link (answers 404 from then on).
const revoke = route<Params>({ permission: "media.updateOwn" }, async ({ params, session }) =>
  ok(await revokeShareLink({ actor: session, id: params.id })),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: share, DELETE: revoke });
