import { finishSignIn, findSignInAccount } from "@/lib/server/auth/authenticate";
import { signedInResponse } from "@/lib/server/auth/session-response";
import { passwordVersion, verifyChallenge } from "@/lib/server/auth/two-factor/challenge";
import { verifySecondFactor } from "@/lib/server/auth/two-factor/verify";
import { clientIp } from "@/lib/server/http/client-ip";
import { ok } from "@/lib/server/http/envelope";
import { AppError } from "@/lib/server/errors";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { consumeRateLimit, LIMITS } from "@/lib/server/rate-limit";
import { twoFactorSignInSchema } from "@/lib/validation/two-factor";

// POST /api/v1/auth/two-factor – the second step of a sign-in: { challenge, code } or
// { challenge, recoveryCode }. Signs in exactly like POST /auth/login (cookies, token,
// refreshToken, user). A TOTP code works once, a recovery code works once; 5 wrong codes per user
// in 15 minutes → 429 with Retry-After. An expired, forged or stale challenge (the password or
// the two-factor setting changed since) → 401: the password step starts again.
const twoFactorSignIn = route({ public: true }, async ({ req, t }) => {
  const input = await parseBody(req, twoFactorSignInSchema);
  const ip = clientIp(req.headers);
  await consumeRateLimit(`login:ip:${ip}`, LIMITS.loginPerIp);

  const invalidChallenge = new AppError("UNAUTHENTICATED", { messageKey: "auth.twoFactor.errors.challengeInvalid" });
  const claims = await verifyChallenge(input.challenge);
  if (!claims) throw invalidChallenge;
  const account = await findSignInAccount(claims.userId);
  if (!account?.twoFactorEnabledAt || passwordVersion(account.passwordHash) !== claims.passwordVersion) {
    throw invalidChallenge;
  }

  const method = await verifySecondFactor({
    userId: account.id,
    companyId: account.companyId,
    factor: input.code !== undefined ? { code: input.code } : { recoveryCode: input.recoveryCode! },
    req,
  });
  // Deactivated after the password step without the user having said "reactivate": ask.
  if (account.deactivatedAt && !claims.reactivate) {
    return ok({ reactivationRequired: true }, { message: t("auth.twoFactor.api.reactivationRequired") });
  }

  const { rememberMe, reactivate } = claims;
  return signedInResponse(await finishSignIn({ account, rememberMe, reactivate, method, req, ip }), t);
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: twoFactorSignIn });
