import { clientIp } from "@/lib/server/http/client-ip";
import { startEmailVerification } from "@/lib/server/auth/email-verification";
import { registerUser } from "@/lib/server/auth/register-user";
import { newAccountResponse } from "@/lib/server/auth/session-response";
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
  const response = await newAccountResponse({ user, req, ip, message: t("api.auth.registered") });
  await startEmailVerification({ id: user.id, email: user.email, firstName: user.firstName, locale });
  return response;
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: register });
