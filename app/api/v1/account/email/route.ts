import { startEmailChange } from "@/lib/server/account/start-email-change";
import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { startEmailChangeSchema } from "@/lib/validation/account";

// POST /api/v1/account/email – { email }: mails a 6-digit code (valid 300 s) to the new address,
// in the user's language; the account keeps its address until the code is confirmed.
// 400 when it is the current address, 409 when another account has it, 429 past 5 an hour.
// → data.pendingEmail { email, expiresAt }
const start = route({}, async ({ req, session }) => {
  const { email } = await parseBody(req, startEmailChangeSchema);
  const pendingEmail = await startEmailChange({ userId: session.userId, companyId: session.companyId, email });
  return ok({ pendingEmail });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: start });
