import type { NextRequest } from "next/server";
import { localeOf, translatorFor } from "@/lib/server/i18n";
import { logger } from "@/lib/server/logger";
import { isInlineable, mediaSecurityHeaders } from "@/lib/server/media/serve/media-headers";
import { streamMedia } from "@/lib/server/media/serve/stream-media";
import { countShareView, openShareLink } from "@/lib/server/media/share/open-share";

// GET /s/{token} – a shared file, to anyone holding the link (no session): its bytes, inline for
// images, audio, video and PDF, as an attachment otherwise; `Range` supported; each view counted
// on the link and the file. Unknown, revoked and expired links and deleted files are the same
// plain 404, at once: nothing is cached (no-store). The headers are this route's own (next.config.mjs
// leaves /s/* alone): sandboxing CSP, nosniff, no framing, no referrer, not indexed. The token is
// a secret: it is never logged.

const PATH_FOR_LOGS = "/s/…";
const BASE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

export async function GET(req: NextRequest, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  const started = performance.now();
  let response: Response;
  try {
    const { token } = await params;
    const link = await openShareLink(token);
    const disposition = link && isInlineable(link.file) ? "inline" : "attachment";
    const served =
      link &&
      (await streamMedia({
        file: link.file,
        range: req.headers.get("range"),
        disposition,
        headers: {
          ...mediaSecurityHeaders({ disposition, mimeType: link.file.mimeType, framing: "none" }),
          ...BASE_HEADERS,
        },
      }));
    if (link && served?.counts) await countShareView({ linkId: link.linkId, fileId: link.file.id });
    response = served?.response ?? plainAnswer(req, 404, "api.errors.MEDIA_SHARE_NOT_FOUND");
  } catch (error) {
    logger.error({ method: req.method, path: PATH_FOR_LOGS, err: error }, "share link failed");
    response = plainAnswer(req, 500, "api.errors.INTERNAL_ERROR");
  }
  logger.info(
    {
      method: req.method,
      path: PATH_FOR_LOGS,
      status: response.status,
      durationMs: Math.round(performance.now() - started),
    },
    "request",
  );
  return response;
}

/** A short text in the visitor's language: a browser shows it as is. */
function plainAnswer(req: NextRequest, status: number, key: string): Response {
  return new Response(translatorFor(localeOf(req))(key), {
    status,
    headers: {
      ...mediaSecurityHeaders({ disposition: "attachment", mimeType: "text/plain", framing: "none" }),
      ...BASE_HEADERS,
      "Content-Type": "text/plain; charset=utf-8",
    },
  });
}
