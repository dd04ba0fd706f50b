import { clientIp } from "@/lib/server/http/client-ip";
import { setSessionCookies } from "@/lib/server/auth/cookies";
import { startEmailVerification } from "@/lib/server/auth/email-verification";
import { registerUser } from "@/lib/server/auth/register-user";
import { createSession } from "@/lib/server/auth/sessions";
import { created } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { consumeRateLimit, LIMITS } from "@/lib/server/rate-limit";
import { registerSchema } from "@/lib/validation/auth";

// POST /api/v1/auth/register – a new company with the caller as its owner; signs in and mails the
// verification code. 409 when the address already has an account.
const register = route({ public: true }, async ({ req, locale, t }) => {
  const ip = clientIp(req.headers);
  await consumeRateLimit(`register:ip:${ip}`, LIMITS.registerPerIp);
  const input = await parseBody(req, registerSchema);
  const { user } = await registerUser({ input, locale, t });
  const tokens = await createSession({
    userId: user.id,
    companyId: user.companyId,
    rememberMe: false,
    userAgent: req.headers.get("user-agent"),
    ip,
  });
  await startEmailVerification({ id: user.id, email: user.email, firstName: user.firstName, locale });
  const response = created({ user, token: tokens.token, refreshToken: tokens.refreshToken }, t("api.auth.registered"));
  return setSessionCookies(response, tokens);
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: register });
