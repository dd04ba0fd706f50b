import { confirmPassword } from "@/lib/server/auth/two-factor/confirm-password";
import { enableTwoFactor } from "@/lib/server/auth/two-factor/manage";
import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { enableTwoFactorSchema } from "@/lib/validation/two-factor";

// POST /api/v1/account/two-factor/enable – { code, password }: the app's first code and the
// account's password → two-factor on; answers the 10 recovery codes, this once ({ recoveryCodes,
// enabledAt }). 400 on a wrong code or password (throttled), 409 without a setup or when already on.
const enable = route({}, async ({ req, session, t }) => {
  const { code, password } = await parseBody(req, enableTwoFactorSchema);
  await confirmPassword({ userId: session.userId, companyId: session.companyId, password });
  const result = await enableTwoFactor({ userId: session.userId, companyId: session.companyId, code, req });
  return ok(result, { message: t("auth.twoFactor.api.enabled") });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: enable });
