import { deactivateAccount } from "@/lib/server/account/deactivate-account";
import { clearSessionCookies } from "@/lib/server/auth/cookies";
import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";

// POST /api/v1/account/deactivate – sets the account aside: every session ends (this one too, its
// cookies are cleared) and accountDeactivated is recorded. Signing in again reactivates it.
const deactivate = route({}, async ({ req, session }) => {
  await deactivateAccount({ userId: session.userId, companyId: session.companyId, req });
  return clearSessionCookies(ok({ deactivated: true }));
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: deactivate });
