import { enqueue } from "@/lib/server/jobs/enqueue";
import { clientIp } from "@/lib/server/http/client-ip";
import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { consumeRateLimit, LIMITS } from "@/lib/server/rate-limit";
import { forgotPasswordSchema } from "@/lib/validation/auth";

// POST /api/v1/auth/forgot-password – mails a reset link when the address has an account. The
// answer is the same either way, in the same time: the throttle per address counts any address,
// every address costs the same one insert (a job), and the lookup, the link and the mail happen in
// the job (requestPasswordReset), so it tells nobody which addresses exist.
const forgotPassword = route({ public: true }, async ({ req, t }) => {
  const input = await parseBody(req, forgotPasswordSchema);
  await consumeRateLimit(`forgot:ip:${clientIp(req.headers)}`, LIMITS.forgotPerIp);
  await consumeRateLimit(`forgot:account:${input.email}`, LIMITS.forgotPerAccount);
  await enqueue("password-reset-mail", { email: input.email });
  return ok({}, { message: t("api.auth.forgotSent") });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: forgotPassword });
