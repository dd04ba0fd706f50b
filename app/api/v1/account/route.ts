import { deleteAccount } from "@/lib/server/account/delete-account";
import { clearSessionCookies } from "@/lib/server/auth/cookies";
import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { deleteAccountSchema } from "@/lib/validation/account";

// DELETE /api/v1/account – { confirmation (the user's e-mail), password }: deletes the signed-in
// user. The company's only user deletes the company with it (data.outcome "deletesCompany"); the
// last owner of a company with other users gets a 409 (hand over ownership or delete the company
// first); anyone else is removed and the company's data stays ("deletesUser"). Cookies cleared.
const remove = route({}, async ({ req, session }) => {
  const { confirmation, password } = await parseBody(req, deleteAccountSchema);
  const outcome = await deleteAccount({ userId: session.userId, companyId: session.companyId, confirmation, password });
  return clearSessionCookies(ok({ outcome }));
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ DELETE: remove });
