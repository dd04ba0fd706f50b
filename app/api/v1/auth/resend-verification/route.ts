import { getSession } from "@/lib/server/auth/get-session";
import { resendVerification } from "@/lib/server/auth/email-verification";
import { db } from "@/lib/server/db";
import { enqueue } from "@/lib/server/jobs/enqueue";
import { clientIp } from "@/lib/server/http/client-ip";
import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { consumeRateLimit, LIMITS } from "@/lib/server/rate-limit";
import { resendVerificationSchema } from "@/lib/validation/auth";

// POST /api/v1/auth/resend-verification – a new code (valid 300 s), one a minute per address. The
// answer is the same for any address, in the same time: the minute is counted for every address
// (with an account or not, verified or not), every address costs the same one insert (a job), and
// the lookup and the mail happen in the job (resendVerification). Only the signed-in owner of the
// address, who knows it exists, is answered after the work, with the link's token (the app's
// "verify your e-mail" banner opens the page with it).
const resend = route({ public: true }, async ({ req, t }) => {
  await consumeRateLimit(`resend:ip:${clientIp(req.headers)}`, LIMITS.resendPerIp);
  const input = await parseBody(req, resendVerificationSchema);
  await consumeRateLimit(`resend:address:${input.email}`, LIMITS.resendPerAddress);
  const session = await getSession(req.headers);
  const owner = session
    ? await db.user.findFirst({ where: { id: session.userId, email: input.email }, select: { id: true } })
    : null;
  if (owner) {
    const token = await resendVerification(input);
    return ok(token ? { token } : {}, { message: t("api.auth.codeSent") });
  }
  await enqueue("verification-mail", input);
  return ok({}, { message: t("api.auth.codeSent") });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: resend });
