import { newAccountResponse } from "@/lib/server/auth/session-response";
import { clientIp } from "@/lib/server/http/client-ip";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { consumeRateLimit, LIMITS } from "@/lib/server/rate-limit";
import { acceptInvitation } from "@/lib/server/team/accept-invitation";
import { acceptInvitationSchema } from "@/lib/validation/team";

// POST /api/v1/auth/accept-invitation – public: `{ token, email, firstName, lastName, password }`.
// Makes the account in the inviting company with the invited role and signs in, like register.
// A forged, expired, used or cancelled link → 400 on `token`; an address with an account → 409.
const accept = route({ public: true }, async ({ req, locale, t }) => {
  const ip = clientIp(req.headers);
  await consumeRateLimit(`accept-invitation:ip:${ip}`, LIMITS.acceptInvitationPerIp);
  const input = await parseBody(req, acceptInvitationSchema);
  const { user } = await acceptInvitation({ input, locale });
  const message = t("api.team.invitationAccepted", { company: user.companyName });
  return newAccountResponse({ user, req, ip, message });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: accept });
