import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { transferOwnership } from "@/lib/server/team/transfer-ownership";
import { transferOwnershipSchema } from "@/lib/validation/team";

// POST /api/v1/team/transfer-ownership – owner only: `{ userId }` becomes an owner, the caller an admin.
const transfer = route({ permission: "team.transferOwnership" }, async ({ req, session, t }) => {
  const { userId } = await parseBody(req, transferOwnershipSchema);
  await transferOwnership({ companyId: session.companyId, ownerId: session.userId, userId });
  return ok({ userId }, { message: t("api.team.ownershipTransferred") });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: transfer });
