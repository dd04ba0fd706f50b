import { methods, route } from "@/lib/server/http/route";
import { mediaContent } from "@/lib/server/media/serve/media-content";

type Params = { id: string };

// GET /api/v1/media/{id}/content – the file's bytes, streamed, `Range` supported (206, 416):
// `Content-Disposition: attachment` and counted as a download; `?inline=1` shows images, audio,
// video and PDF in the browser (other types download anyway) and counts a view. Its policy headers
// are its own (lib/server/media/serve/media-headers.ts; next.config.mjs leaves this path alone).
const content = route<Params>({ permission: "media.download" }, async ({ req, params, session }) =>
  mediaContent({
    companyId: session.companyId,
    id: params.id,
    inline: req.nextUrl.searchParams.get("inline") === "1",
    range: req.headers.get("range"),
  }),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: content });
