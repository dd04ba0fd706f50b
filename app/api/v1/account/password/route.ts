import { changePassword } from "@/lib/server/account/change-password";
import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { changePasswordSchema } from "@/lib/validation/account";

// POST /api/v1/account/password – { currentPassword, password }: a wrong current password is a
// 400 on currentPassword (429 after 10 in 15 min); the new one follows the reset page's rule.
// Ends every other session of the user at once; this one stays. → data.revokedSessions
const change = route({}, async ({ req, session }) => {
  const { currentPassword, password } = await parseBody(req, changePasswordSchema);
  const { userId, companyId, sessionId } = session;
  return ok(await changePassword({ userId, companyId, sessionId, currentPassword, password, req }));
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: change });
