import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";
import { cancelInvitation } from "@/lib/server/team/invite-member";

type Params = { id: string };

// DELETE /api/v1/team/invitations/{id} – owners and admins: the link stops working at once.
const cancel = route<Params>({ permission: "team.invite" }, async ({ params, session, t }) => {
  await cancelInvitation({ companyId: session.companyId, id: params.id });
  return ok({ id: params.id }, { message: t("api.team.invitationCancelled") });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ DELETE: cancel });
