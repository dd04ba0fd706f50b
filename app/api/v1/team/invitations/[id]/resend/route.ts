import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";
import { consumeRateLimit, LIMITS } from "@/lib/server/rate-limit";
import { resendInvitation } from "@/lib/server/team/invite-member";

type Params = { id: string };

// POST /api/v1/team/invitations/{id}/resend – owners and admins: a new link, valid 7 more days;
// the old link dies.
const resend = route<Params>({ permission: "team.invite" }, async ({ params, session, t }) => {
  await consumeRateLimit(`team-invite:user:${session.userId}`, LIMITS.invitesPerUser);
  const invitation = await resendInvitation({
    inviter: { id: session.userId, companyId: session.companyId },
    id: params.id,
  });
  return ok({ invitation }, { message: t("api.team.invitationResent", { email: invitation.email }) });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: resend });
