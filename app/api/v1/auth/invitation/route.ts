import { clientIp } from "@/lib/server/http/client-ip";
import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";
import { consumeRateLimit, LIMITS } from "@/lib/server/rate-limit";
import { checkInvitation } from "@/lib/server/team/check-invitation";

// GET /api/v1/auth/invitation?token=… – public: what the accept page shows before its form
// (`status` valid | invalid | expired | used | cancelled; when valid: e-mail, role, company).
const check = route({ public: true }, async ({ req }) => {
  await consumeRateLimit(`invitation-check:ip:${clientIp(req.headers)}`, LIMITS.verifyPerIp);
  const token = req.nextUrl.searchParams.get("token")?.trim() || undefined;
  return ok(await checkInvitation(token));
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: check });
