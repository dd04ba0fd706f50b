import { startTwoFactorSetup } from "@/lib/server/auth/two-factor/manage";
import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";

// POST /api/v1/account/two-factor/setup – a fresh secret for the authenticator app: { secret,
// otpauthUri, qrSvg }. Stored encrypted but not yet on (see /enable); calling again replaces a
// secret that was never enabled. 409 when two-factor is already on.
const setup = route({}, async ({ req, session }) =>
  ok(await startTwoFactorSetup({ userId: session.userId, companyId: session.companyId, req })),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: setup });
