import { getAccountProfile } from "@/lib/server/account/get-account-profile";
import { updateProfile } from "@/lib/server/account/update-profile";
import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { updateProfileSchema } from "@/lib/validation/account";

// GET /api/v1/account/profile – the signed-in user's profile: the editable fields, photo, plan,
// role, member since, and a pending e-mail change → data.profile. Always the session's own user.
const read = route({}, async ({ session }) =>
  ok({ profile: await getAccountProfile({ userId: session.userId, companyId: session.companyId }) }),
);

// PUT /api/v1/account/profile – firstName, lastName, phone, jobTitle, bio (absent optional fields
// are cleared). Other keys (email, role, companyId, avatar) are ignored: the e-mail changes only
// through POST /api/v1/account/email. → data.profile
const update = route({}, async ({ req, session }) => {
  const input = await parseBody(req, updateProfileSchema);
  return ok({ profile: await updateProfile({ userId: session.userId, companyId: session.companyId, input }) });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: read, PUT: update });
