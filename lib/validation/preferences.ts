import { z } from "zod";
import { appearancePreferencesSchema } from "@/lib/validation/appearance";
import { regionPreferencesSchema } from "@/lib/validation/region";

// A user's preferences (api.md: GET/PUT /api/v1/account/preferences → `{ notifications,
// appearance, region }`), stored in User.preferences. Shared by the settings forms and the route
// handler. Every field has a default, so a stored object that lacks one (an older row, a newer
// option) reads as complete. Appearance and region live in their own modules.

export const NOTIFICATION_CHANNELS = ["email", "push", "sms"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Spec 02 §3 "Notification preferences". */
export const NOTIFICATION_TYPES = [
  "newMessages",
  "campaignUpdates",
  "weeklyReports",
  "systemUpdates",
  "securityAlerts",
  "teamInvites",
  "mentionsAndReplies",
  "directMessages",
] as const;
export type NotificationKind = (typeof NOTIFICATION_TYPES)[number];

/** Spec 02 §9. */
export const SOUND_THEMES = ["default", "subtle", "modern", "classic"] as const;
export const SOUND_VOLUMES = ["low", "medium", "high"] as const;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "validation.time" });
const flag = (value: boolean) => z.boolean({ error: "validation.invalidType" }).default(value);

export const notificationPreferencesSchema = z.object({
  channels: z.object({ email: flag(true), push: flag(true), sms: flag(false) }).prefault({}),
  types: z
    .object({
      newMessages: flag(true),
      campaignUpdates: flag(true),
      weeklyReports: flag(false),
      systemUpdates: flag(true),
      // Security alerts always go out by e-mail (the checkbox governs push and SMS only).
      securityAlerts: flag(true),
      teamInvites: flag(true),
      mentionsAndReplies: flag(true),
      directMessages: flag(true),
    })
    .prefault({}),
  sound: z
    .object({
      theme: z.enum(SOUND_THEMES, { error: "validation.invalidOption" }).default("default"),
      volume: z.enum(SOUND_VOLUMES, { error: "validation.invalidOption" }).default("medium"),
    })
    .prefault({}),
  doNotDisturb: z
    .object({ enabled: flag(false), start: time.default("22:00"), end: time.default("08:00") })
    .prefault({}),
});
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;

/** Most tables a user keeps a column choice for, and most hidden columns per table. */
export const TABLE_PREFERENCES_MAX_TABLES = 50;
export const TABLE_HIDDEN_COLUMNS_MAX = 50;

/**
 * The data tables' column choice per user (issue 14): `{ [tableId]: { hidden: columnIds } }`.
 * Ids are the tables' own (components/data-table `id`) and their columns' ids.
 */
export const tablePreferencesSchema = z
  .record(
    z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, { error: "validation.invalidFormat" }),
    z.object({
      hidden: z
        .array(z.string().regex(/^[A-Za-z0-9_.-]{1,60}$/, { error: "validation.invalidFormat" }))
        .max(TABLE_HIDDEN_COLUMNS_MAX, { error: "validation.invalidOption" }),
    }),
    { error: "validation.invalidType" },
  )
  .refine((tables) => Object.keys(tables).length <= TABLE_PREFERENCES_MAX_TABLES, {
    error: "validation.invalidOption",
  });
export type TablePreferences = z.output<typeof tablePreferencesSchema>;

export const preferencesSchema = z.object({
  notifications: notificationPreferencesSchema.prefault({}),
  appearance: appearancePreferencesSchema.prefault({}),
  region: regionPreferencesSchema.prefault({}),
  tables: tablePreferencesSchema.prefault({}),
});
export type Preferences = z.output<typeof preferencesSchema>;

/** PUT body: any subset of the sections; each given section is validated whole. */
export const updatePreferencesSchema = z
  .object({
    notifications: notificationPreferencesSchema.optional(),
    appearance: appearancePreferencesSchema.optional(),
    region: regionPreferencesSchema.optional(),
    tables: tablePreferencesSchema.optional(),
  })
  .strict();

export const DEFAULT_PREFERENCES: Preferences = preferencesSchema.parse({});
