import { verifyEmail } from "@/lib/server/auth/email-verification";
import { clientIp } from "@/lib/server/http/client-ip";
import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { consumeRateLimit, LIMITS } from "@/lib/server/rate-limit";
import { verifyEmailSchema } from "@/lib/validation/auth";

// POST /api/v1/auth/verify-email – the mailed 6-digit code for the link's token. Valid 300 s,
// 5 wrong tries per code, single use.
const verify = route({ public: true }, async ({ req, t }) => {
  await consumeRateLimit(`verify:ip:${clientIp(req.headers)}`, LIMITS.verifyPerIp);
  const input = await parseBody(req, verifyEmailSchema);
  const { alreadyVerified } = await verifyEmail(input);
  return ok(
    { alreadyVerified },
    { message: t(alreadyVerified ? "api.auth.alreadyVerified" : "api.auth.emailVerified") },
  );
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: verify });
