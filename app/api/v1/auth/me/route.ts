import { getPublicUser } from "@/lib/server/auth/public-user";
import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";

// GET /api/v1/auth/me – the signed-in user.
const me = route({}, async ({ session }) =>
  ok({ user: await getPublicUser({ userId: session.userId, companyId: session.companyId }) }),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: me });
