import { confirmEmailChange } from "@/lib/server/account/confirm-email-change";
import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { confirmEmailChangeSchema } from "@/lib/validation/account";

// POST /api/v1/account/email/confirm – { code }: switches the account to the pending address
// (single use, 5 wrong tries, throttled), records emailChanged and tells the old address.
// Wrong, expired or used-up codes are a 400 on `code`; 409 if the address was taken meanwhile.
// → data.profile
const confirm = route({}, async ({ req, session }) => {
  const { code } = await parseBody(req, confirmEmailChangeSchema);
  const profile = await confirmEmailChange({ userId: session.userId, companyId: session.companyId, code, req });
  return ok({ profile });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: confirm });
