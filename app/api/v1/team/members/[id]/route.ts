import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { changeMemberRole } from "@/lib/server/team/change-member-role";
import { removeMember } from "@/lib/server/team/remove-member";
import { changeRoleSchema } from "@/lib/validation/team";

type Params = { id: string };

// PATCH /api/v1/team/members/{id} – owners and admins: `{ role }`. Admins never touch an owner nor
// make one (403); nobody demotes the last owner (409); another company's member is a 404.
const changeRole = route<Params>({ permission: "team.changeRole" }, async ({ req, params, session, t }) => {
  const { role } = await parseBody(req, changeRoleSchema);
  const member = await changeMemberRole({
    companyId: session.companyId,
    actor: { id: session.userId, role: session.role },
    memberId: params.id,
    role,
  });
  return ok({ member }, { message: t("api.team.roleChanged") });
});

// DELETE /api/v1/team/members/{id} – owners and admins: the account goes and its sessions end.
const remove = route<Params>({ permission: "team.remove" }, async ({ params, session, t }) => {
  await removeMember({
    companyId: session.companyId,
    actor: { id: session.userId, role: session.role },
    memberId: params.id,
  });
  return ok({ id: params.id }, { message: t("api.team.memberRemoved") });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ PATCH: changeRole, DELETE: remove });
