import { z } from "zod";

// Language and region preferences (spec 02 §2.11, §3), stored in User.preferences.region.
// Issue 7 (language and region) fills this in; every field needs a default.
export const regionPreferencesSchema = z.object({});
export type RegionPreferences = z.output<typeof regionPreferencesSchema>;
