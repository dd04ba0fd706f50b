import { revokeUserSession } from "@/lib/server/account/sessions";
import { clearSessionCookies } from "@/lib/server/auth/cookies";
import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";

type Params = { id: string };

// DELETE /api/v1/account/sessions/{id} – ends one of the caller's sessions at once (its tokens
// fail their next request). Another user's session, or one already ended: 404. Ending the
// caller's own session signs them out: `data.current` is true and the cookies are cleared.
const revoke = route<Params>({}, async ({ req, params, session, t }) => {
  const { current } = await revokeUserSession({
    userId: session.userId,
    companyId: session.companyId,
    sessionId: params.id,
    currentSessionId: session.sessionId,
    req,
  });
  const response = ok({ current }, { message: t(current ? "api.account.signedOut" : "api.account.sessionRevoked") });
  return current ? clearSessionCookies(response) : response;
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ DELETE: revoke });
