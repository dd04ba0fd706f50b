import { z } from "zod";
import { optionalText, requiredLine } from "@/lib/validation/text-fields";
import {
  confirmPasswordField,
  emailSchema,
  loginSchema,
  newPasswordSchema,
  passwordsMatch,
  verificationCodeSchema,
} from "@/lib/validation/auth";

// The signed-in user's own account (api.md §Account): the profile form, the e-mail change, the
// password change and the danger zone. Shared by the settings forms (client) and the route
// handlers (server). Messages are `validation.*` keys: each side renders them in its own language.

export const PROFILE_NAME_MAX = 100;
export const PROFILE_PHONE_MAX = 30;
export const PROFILE_JOB_TITLE_MAX = 100;
export const PROFILE_BIO_MAX = 500;

const nameSchema = requiredLine(PROFILE_NAME_MAX);

/** The register form's phone rule: digits, spaces, brackets and dashes, optionally a leading +. */
const phoneSchema = optionalText(PROFILE_PHONE_MAX).refine(
  (value) => value === null || /^[+\d][\d\s()-]{3,29}$/.test(value),
  { error: "validation.phone" },
);

/**
 * PUT /api/v1/account/profile. A full replacement of these five fields: an absent optional field
 * is cleared. Anything else in the body (email, role, companyId, avatar …) is stripped, never
 * stored: the e-mail changes only through a code sent to the new address.
 */
export const updateProfileSchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  phone: phoneSchema,
  jobTitle: optionalText(PROFILE_JOB_TITLE_MAX),
  bio: optionalText(PROFILE_BIO_MAX, "multi"),
});
export type UpdateProfileInput = z.output<typeof updateProfileSchema>;

/** The profile page's form: the profile fields plus the e-mail, which starts a change when edited. */
export const profileFormSchema = updateProfileSchema.extend({ email: emailSchema });
export type ProfileFormInput = z.input<typeof profileFormSchema>;

/** POST /api/v1/account/email: mails a code to the new address. */
export const startEmailChangeSchema = z.object({ email: emailSchema });

/** POST /api/v1/account/email/confirm: the code from that mail switches the address. */
export const confirmEmailChangeSchema = z.object({ code: verificationCodeSchema });

/** POST /api/v1/account/password: the current password, and a new one by the reset page's rule. */
export const changePasswordSchema = z.object({
  currentPassword: loginSchema.shape.password,
  password: newPasswordSchema,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const changePasswordFormSchema = changePasswordSchema.extend(confirmPasswordField).check(passwordsMatch);

/**
 * DELETE /api/v1/account: the user types their own e-mail address to confirm (compared without
 * regard to case or surrounding spaces) and gives their password.
 */
export const deleteAccountSchema = z.object({
  confirmation: requiredLine(254).transform((value) => value.toLowerCase()),
  password: loginSchema.shape.password,
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** What deleting the account would do, shown in its dialog before the user confirms. */
export const ACCOUNT_DELETION_OUTCOMES = ["deletesUser", "deletesCompany", "blockedLastOwner"] as const;
export type AccountDeletionOutcome = (typeof ACCOUNT_DELETION_OUTCOMES)[number];
