import { regenerateRecoveryCodes } from "@/lib/server/auth/two-factor/manage";
import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { confirmPasswordSchema } from "@/lib/validation/two-factor";

// POST /api/v1/account/two-factor/recovery-codes – { password } → 10 new recovery codes
// ({ recoveryCodes }, shown this once); the old ones stop working. 409 when two-factor is off.
const regenerate = route({}, async ({ req, session, t }) => {
  const { password } = await parseBody(req, confirmPasswordSchema);
  const result = await regenerateRecoveryCodes({ userId: session.userId, companyId: session.companyId, password, req });
  return ok(result, { message: t("auth.twoFactor.api.regenerated") });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: regenerate });
