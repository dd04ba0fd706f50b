import { z } from "zod";

// The security and privacy page's schemas (spec 02 §2.9, api.md §Account), shared by the page's
// controls (client) and the route handlers (server). Messages are `validation.*` keys.

/** Spec 02 §4: profile visibility starts public. */
export const PROFILE_VISIBILITIES = ["public", "team", "private"] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

/** GET/PUT /api/v1/account/security. Spec 02 §4: login alerts start on. */
export const securitySettingsSchema = z.object({
  loginAlerts: z.boolean({ error: "validation.invalidType" }),
  profileVisibility: z.enum(PROFILE_VISIBILITIES, { error: "validation.invalidOption" }),
});
export type SecuritySettings = z.output<typeof securitySettingsSchema>;

/** PUT: any of the two; what is left out keeps its value. Unknown keys are dropped. */
export const updateSecuritySettingsSchema = securitySettingsSchema.partial();
export type UpdateSecuritySettingsInput = z.input<typeof updateSecuritySettingsSchema>;

/** The activity list's page size, and the most one call may ask for. */
export const SECURITY_EVENTS_PAGE_SIZE = 10;
export const SECURITY_EVENTS_MAX_LIMIT = 50;

/** GET /api/v1/account/security-events?page=&limit= */
export const securityEventsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(SECURITY_EVENTS_MAX_LIMIT).default(SECURITY_EVENTS_PAGE_SIZE),
});
export type SecurityEventsQuery = z.output<typeof securityEventsQuerySchema>;

/** How often the page asks about a running export. */
export const EXPORT_POLL_INTERVAL_MS = 3000;
