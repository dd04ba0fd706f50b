import type { NextRequest } from "next/server";
import { localeOf, translatorFor } from "@/lib/server/i18n";
import { logger } from "@/lib/server/logger";
import { openTrackedLink } from "@/lib/server/campaigns/tracked-link";

// GET /r/{token} – a campaign's tracked link (no session): counts the recipient's click and
// redirects to the template button's URL. The token is random (no personal data) and never logged;
// an unknown one is a plain 404.

const HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

export async function GET(req: NextRequest, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  try {
    const { token } = await params;
    const target = await openTrackedLink(token);
    if (target) return new Response(null, { status: 302, headers: { ...HEADERS, Location: target } });
  } catch (error) {
    logger.error({ method: req.method, path: "/r/…", err: error }, "tracked link failed");
    return plain(req, 500, "api.errors.INTERNAL_ERROR");
  }
  return plain(req, 404, "api.errors.NOT_FOUND");
}

function plain(req: NextRequest, status: number, key: string): Response {
  return new Response(translatorFor(localeOf(req))(key), {
    status,
    headers: { ...HEADERS, "Content-Type": "text/plain; charset=utf-8" },
  });
}
