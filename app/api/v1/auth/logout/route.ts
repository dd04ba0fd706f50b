import { REFRESH_COOKIE } from "@/lib/auth/jwt";
import { getSession } from "@/lib/server/auth/get-session";
import { clearSessionCookies } from "@/lib/server/auth/cookies";
import { revokeSession, sessionIdOfRefreshToken } from "@/lib/server/auth/sessions";
import { readCookie } from "@/lib/server/http/cookies";
import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";
import { logger } from "@/lib/server/logger";

// POST /api/v1/auth/logout – ends this session (its refresh tokens die with it) and clears the
// cookies. Always 200: signing out must work even with an expired token or a failing database.
const logout = route({ public: true }, async ({ req, t, requestId }) => {
  try {
    const session = await getSession(req.headers);
    const refreshToken = readCookie(req.headers, REFRESH_COOKIE);
    const sessionId = session?.sessionId ?? (refreshToken ? await sessionIdOfRefreshToken(refreshToken) : null);
    if (sessionId) await revokeSession(sessionId);
  } catch (error) {
    logger.error({ requestId, err: error }, "logout could not revoke the session; cookies cleared anyway");
  }
  return clearSessionCookies(ok({}, { message: t("api.auth.loggedOut") }));
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: logout });
