import { z } from "zod";
import { requiredLine } from "@/lib/validation/text-fields";
import {
  confirmPasswordField,
  emailSchema,
  nameSchema,
  newPasswordSchema,
  passwordsMatch,
  tokenSchema,
} from "@/lib/validation/auth";

// The team page's schemas (spec 02 §2.13, §5, §6, §9), shared by its forms (client) and the
// /api/v1/team/*, /api/v1/company and accept-invitation route handlers (server). Messages are
// `validation.*` keys, rendered in each side's language.

export const TEAM_ROLES = ["owner", "admin", "member"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** Spec 02 §6: an invitation offers only member or admin; ownership is handed over, never invited. */
export const INVITE_ROLES = ["member", "admin"] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];

/** Spec 02 §9 "Team size options: 25, 50, unlimited": a cap the company sets below its plan's. */
export const TEAM_SIZES = ["25", "50", "unlimited"] as const;
export type TeamSize = (typeof TEAM_SIZES)[number];

/** An invitation link lives 7 days (issue 7). */
export const INVITATION_TTL_DAYS = 7;

const inviteRoleSchema = z.enum(INVITE_ROLES, { error: "validation.invalidOption" });

export const inviteMemberSchema = z.object({ email: emailSchema, role: inviteRoleSchema });
export type InviteMemberInput = z.input<typeof inviteMemberSchema>;

/** PATCH /team/members/{id}. "owner" only by an owner; the rules live in lib/team/permissions.ts. */
export const changeRoleSchema = z.object({ role: z.enum(TEAM_ROLES, { error: "validation.invalidOption" }) });

export const transferOwnershipSchema = z.object({
  userId: requiredLine(100),
});

/** The company's team settings (Company.teamSettings); a stored object missing a key reads as its default. */
export const teamSettingsSchema = z.object({
  teamSize: z.enum(TEAM_SIZES, { error: "validation.invalidOption" }).default("unlimited"),
  defaultInviteRole: inviteRoleSchema.default("member"),
});
export type TeamSettings = z.output<typeof teamSettingsSchema>;
export const DEFAULT_TEAM_SETTINGS: TeamSettings = teamSettingsSchema.parse({});

/** PUT /api/v1/company: any subset; team settings are merged into the stored ones. */
export const updateCompanySchema = z
  .object({
    name: requiredLine(120).optional(),
    teamSettings: z
      .object({
        teamSize: z.enum(TEAM_SIZES, { error: "validation.invalidOption" }).optional(),
        defaultInviteRole: inviteRoleSchema.optional(),
      })
      .optional(),
  })
  .refine((body) => body.name !== undefined || body.teamSettings !== undefined, {
    error: "validation.required",
    path: ["name"],
  });
export type UpdateCompanyInput = z.input<typeof updateCompanySchema>;

/** POST /api/v1/auth/accept-invitation: the e-mail is the invited one (fixed on the page). */
export const acceptInvitationSchema = z.object({
  token: tokenSchema,
  email: emailSchema,
  firstName: nameSchema,
  lastName: nameSchema,
  password: newPasswordSchema,
});

/** The accept page's form: the e-mail is fixed on the page and the token in its link. */
export const acceptInvitationFormSchema = acceptInvitationSchema
  .pick({ firstName: true, lastName: true, password: true })
  .extend(confirmPasswordField)
  .check(passwordsMatch);

export const invitationTokenQuerySchema = z.object({ token: tokenSchema });
