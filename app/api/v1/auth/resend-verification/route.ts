import { getSession } from "@/lib/server/auth/get-session";
import { resendVerification } from "@/lib/server/auth/email-verification";
import { db } from "@/lib/server/db";
import { clientIp } from "@/lib/server/http/client-ip";
import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { consumeRateLimit, LIMITS } from "@/lib/server/rate-limit";
import { resendVerificationSchema } from "@/lib/validation/auth";

// POST /api/v1/auth/resend-verification – a new code (valid 300 s) after a 60 s cooldown. The
// answer is the same for any address; only the signed-in owner of the address also gets the
// link's token back (the app's "verify your e-mail" banner opens the page with it).
const resend = route({ public: true }, async ({ req, t }) => {
  await consumeRateLimit(`resend:ip:${clientIp(req.headers)}`, LIMITS.resendPerIp);
  const input = await parseBody(req, resendVerificationSchema);
  const token = await resendVerification(input);
  const session = await getSession(req.headers);
  const owner = session
    ? await db.user.findFirst({ where: { id: session.userId, email: input.email }, select: { id: true } })
    : null;
  return ok(owner && token ? { token } : {}, { message: t("api.auth.codeSent") });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: resend });
