import { z } from "zod";
import { getPreferences, updatePreferences } from "@/lib/server/account/preferences";
import { mergePreferencesPatch } from "@/lib/server/account/merge-preferences-patch";
import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { updatePreferencesSchema } from "@/lib/validation/preferences";

// GET /api/v1/account/preferences – the signed-in user's preferences, every option completed with
// its default → data = { notifications, … } (spec 02 §3). There is no user id in the path: the
// session's user is the only one these routes ever read or write.
// Region defaults follow the request's language (lib/validation/region.ts).
const read = route({}, async ({ session, locale }) => ok(await getPreferences(session.userId, locale)));

// PUT /api/v1/account/preferences – any part of the preferences; what the body leaves out keeps
// its stored value. Validated with updatePreferencesSchema (the settings forms' schema): a bad
// value is a 400 naming its path (notifications.doNotDisturb.start), an unknown section too.
const update = route({}, async ({ req, session, locale }) => {
  const body = await parseBody(req, z.unknown());
  const stored = await getPreferences(session.userId, locale);
  const input = updatePreferencesSchema.parse(mergePreferencesPatch(stored, body));
  // Only the sections the body names are written: one never saved keeps following its defaults.
  const named = typeof body === "object" && body !== null ? Object.keys(body) : [];
  const patch = Object.fromEntries(Object.entries(input).filter(([section]) => named.includes(section)));
  return ok(await updatePreferences(session.userId, patch, locale));
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: read, PUT: update });
