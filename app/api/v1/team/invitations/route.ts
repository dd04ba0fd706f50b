import { created, ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { consumeRateLimit, LIMITS } from "@/lib/server/rate-limit";
import { inviteMember } from "@/lib/server/team/invite-member";
import { listInvitations } from "@/lib/server/team/invitations";
import { inviteMemberSchema } from "@/lib/validation/team";

// GET /api/v1/team/invitations – the open invitations (any role, read-only for members).
const list = route({ permission: "team.read" }, async ({ session }) =>
  ok({ invitations: await listInvitations({ companyId: session.companyId }) }),
);

// POST /api/v1/team/invitations – owners and admins: `{ email, role: "member" | "admin" }`. 409 when
// the address has an account or the seats are full; inviting an address again replaces its link.
const invite = route({ permission: "team.invite" }, async ({ req, session, t }) => {
  const input = await parseBody(req, inviteMemberSchema);
  await consumeRateLimit(`team-invite:user:${session.userId}`, LIMITS.invitesPerUser);
  const { invitation, replaced } = await inviteMember({
    inviter: { id: session.userId, companyId: session.companyId },
    ...input,
  });
  const message = t(replaced ? "api.team.invitationReplaced" : "api.team.invitationSent", { email: invitation.email });
  return replaced ? ok({ invitation }, { message }) : created({ invitation }, message);
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: list, POST: invite });
