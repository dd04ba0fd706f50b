import { z } from "zod";

// Appearance preferences (spec 02 §2.10, §3), stored in User.preferences.appearance.
// Issue 7 (appearance) fills this in; every field needs a default.
export const appearancePreferencesSchema = z.object({});
export type AppearancePreferences = z.output<typeof appearancePreferencesSchema>;
