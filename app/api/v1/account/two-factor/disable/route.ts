import { disableTwoFactor } from "@/lib/server/auth/two-factor/manage";
import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { confirmPasswordSchema } from "@/lib/validation/two-factor";

// POST /api/v1/account/two-factor/disable – { password } → two-factor off, secret and recovery
// codes deleted. 400 on a wrong password (5 per 15 minutes, then 429), 409 when it is off.
const disable = route({}, async ({ req, session, t }) => {
  const { password } = await parseBody(req, confirmPasswordSchema);
  await disableTwoFactor({ userId: session.userId, companyId: session.companyId, password, req });
  return ok({ enabled: false }, { message: t("auth.twoFactor.api.disabled") });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: disable });
