import { authenticate, finishSignIn } from "@/lib/server/auth/authenticate";
import { signedInResponse } from "@/lib/server/auth/session-response";
import { passwordVersion, signChallenge } from "@/lib/server/auth/two-factor/challenge";
import { clientIp } from "@/lib/server/http/client-ip";
import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { signInSchema } from "@/lib/validation/two-factor";

// POST /api/v1/auth/login – e-mail and password. Three answers, all 200:
// - signed in: data.token, data.refreshToken, data.user (the spec's shape) and the session
//   cookies; data.twoFactorSetupRequired when the company requires two-factor and the user has
//   none yet (the browser then goes to /settings/security?setup=two-factor);
// - two-factor is on: { twoFactorRequired: true, challenge } and no cookies; the code goes to
//   POST /api/v1/auth/two-factor with the challenge (valid 5 minutes);
// - the account is deactivated: { reactivationRequired: true } and no cookies, until the same
//   sign-in is sent again with reactivate: true.
// Wrong e-mail or password: the same 401 for both. Remember me: 30-day refresh, else 1 day.
const login = route({ public: true }, async ({ req, t }) => {
  const { email, password, rememberMe, reactivate } = await parseBody(req, signInSchema);
  const ip = clientIp(req.headers);
  const account = await authenticate({ email, password, ip, req });

  if (account.deactivatedAt && !reactivate) {
    return ok({ reactivationRequired: true }, { message: t("auth.twoFactor.api.reactivationRequired") });
  }
  if (account.twoFactorEnabledAt) {
    const challenge = await signChallenge({
      userId: account.id,
      rememberMe,
      reactivate,
      passwordVersion: passwordVersion(account.passwordHash),
    });
    return ok({ twoFactorRequired: true, challenge }, { message: t("auth.twoFactor.api.codeRequired") });
  }

  return signedInResponse(await finishSignIn({ account, rememberMe, reactivate, method: "password", req, ip }), t);
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: login });
