import { getSecuritySettings, updateSecuritySettings } from "@/lib/server/account/security-settings";
import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { updateSecuritySettingsSchema } from "@/lib/validation/security";

// GET /api/v1/account/security – `{ loginAlerts, profileVisibility }` of the caller.
const read = route({}, async ({ session }) => ok(await getSecuritySettings({ userId: session.userId })));

// PUT /api/v1/account/security – changes loginAlerts and/or profileVisibility ("public" | "team"
// | "private"); 400 with field errors on anything else. Answers the stored settings.
const update = route({}, async ({ req, session, t }) => {
  const input = await parseBody(req, updateSecuritySettingsSchema);
  const settings = await updateSecuritySettings({ userId: session.userId, input });
  return ok(settings, { message: t("api.account.securitySaved") });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: read, PUT: update });
