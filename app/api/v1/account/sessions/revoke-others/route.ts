import { revokeOtherSessions } from "@/lib/server/account/sessions";
import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";

// POST /api/v1/account/sessions/revoke-others – signs the caller out everywhere else, at once;
// `data.count` says how many sessions ended.
const revokeOthers = route({}, async ({ req, session, t }) => {
  const { count } = await revokeOtherSessions({
    userId: session.userId,
    companyId: session.companyId,
    currentSessionId: session.sessionId,
    req,
  });
  return ok({ count }, { message: t("api.account.otherSessionsRevoked", { count }) });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: revokeOthers });
