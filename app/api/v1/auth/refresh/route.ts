import { REFRESH_COOKIE } from "@/lib/auth/jwt";
import { clearSessionCookies } from "@/lib/server/auth/cookies";
import { sessionResponse } from "@/lib/server/auth/session-response";
import { rotateRefreshToken } from "@/lib/server/auth/sessions";
import { clientIp } from "@/lib/server/http/client-ip";
import { readCookie } from "@/lib/server/http/cookies";
import { AppError } from "@/lib/server/errors";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route, toErrorResponse } from "@/lib/server/http/route";
import { consumeRateLimit, LIMITS } from "@/lib/server/rate-limit";
import { refreshSchema } from "@/lib/validation/auth";

// POST /api/v1/auth/refresh – a new token pair for the refresh token in the body or the cookie.
// The old one dies; presented again after the grace window, it revokes the whole session.
const refresh = route({ public: true }, async ({ req, t, requestId }) => {
  const ip = clientIp(req.headers);
  await consumeRateLimit(`refresh:ip:${ip}`, LIMITS.refreshPerIp);
  const input = await parseBody(req, refreshSchema);
  const presented = input.refreshToken ?? readCookie(req.headers, REFRESH_COOKIE);
  try {
    if (!presented) throw new AppError("UNAUTHENTICATED", { messageKey: "api.errors.SESSION_EXPIRED" });
    const tokens = await rotateRefreshToken(presented, ip);
    return sessionResponse(tokens, {}, { message: t("api.auth.refreshed") });
  } catch (error) {
    // A dead refresh cookie is cleared, so the browser stops trying it.
    const response = toErrorResponse(error, { requestId, t, req });
    if (response.status === 401) clearSessionCookies(response);
    return response;
  }
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: refresh });
