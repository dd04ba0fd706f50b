import { getTwoFactorState } from "@/lib/server/auth/two-factor/state";
import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";

// GET /api/v1/account/two-factor – { enabled, enabledAt, recoveryCodesLeft, required }; `required`
// is the company's rule (an owner can require two-factor of everyone).
const state = route({}, async ({ session }) => ok(await getTwoFactorState(session.userId, session.companyId)));

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: state });
