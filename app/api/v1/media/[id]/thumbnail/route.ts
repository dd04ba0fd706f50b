import { methods, route } from "@/lib/server/http/route";
import { mediaThumbnail } from "@/lib/server/media/serve/media-content";

type Params = { id: string };

// GET /api/v1/media/{id}/thumbnail – the WebP thumbnail of an image, or 404 until it is made.
const thumbnail = route<Params>({ permission: "media.read" }, async ({ params, session }) =>
  mediaThumbnail({ companyId: session.companyId, id: params.id }),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: thumbnail });
