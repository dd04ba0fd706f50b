import { resetPassword } from "@/lib/server/auth/password-reset";
import { clientIp } from "@/lib/server/http/client-ip";
import { clearSessionCookies } from "@/lib/server/auth/cookies";
import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { consumeRateLimit, LIMITS } from "@/lib/server/rate-limit";
import { resetPasswordSchema } from "@/lib/validation/auth";

// POST /api/v1/auth/reset-password – sets a new password with a mailed link (single-use, 24 h)
// and ends every session of the user. It does not sign in.
const reset = route({ public: true }, async ({ req, t }) => {
  await consumeRateLimit(`reset:ip:${clientIp(req.headers)}`, LIMITS.forgotPerIp);
  const input = await parseBody(req, resetPasswordSchema);
  await resetPassword(input);
  // This browser's own session (if any) was one of those ended.
  return clearSessionCookies(ok({}, { message: t("api.auth.passwordReset") }));
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: reset });
