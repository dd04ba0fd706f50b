import { z } from "zod";
import { PASSWORD_MAX_BYTES } from "@/lib/constants";
import { loginSchema } from "@/lib/validation/auth";
import { multiLine } from "@/lib/validation/text";

// Two-factor schemas, shared by the login page's code step, the security page's two-factor card
// and their route handlers. Messages are `validation.*` keys, rendered by each side.

const byteLength = (value: string) => new TextEncoder().encode(value).length;

/** A 6-digit authenticator code; spaces ("123 456") are dropped before the check. */
export const totpCodeSchema = z
  .string({ error: "validation.required" })
  .transform((value) => value.replace(/\s/g, ""))
  .pipe(
    z
      .string()
      .min(1, { error: "validation.required" })
      .regex(/^\d{6}$/, { error: "validation.code" }),
  );

/** A recovery code as printed ("abcd-efgh"), typed in any case, with or without the dash. */
export const recoveryCodeSchema = z
  .string({ error: "validation.required" })
  .transform((value) => value.trim().toLowerCase().replace(/\s/g, ""))
  .pipe(
    z
      .string()
      .min(1, { error: "validation.required" })
      .regex(/^[a-z0-9]{4}-?[a-z0-9]{4}$/, { error: "validation.recoveryCode" }),
  );

/** The account's current password, to confirm a sensitive change (present, within bcrypt's 72 bytes). */
export const currentPasswordSchema = z
  .string({ error: "validation.required" })
  .min(1, { error: "validation.required" })
  .check(multiLine)
  .refine((value) => byteLength(value) <= PASSWORD_MAX_BYTES, { error: "validation.passwordTooLong" });

/** POST /api/v1/auth/login: the login form's fields, plus the answer to "reactivate your account?". */
export const signInSchema = loginSchema.extend({
  reactivate: z.boolean({ error: "validation.invalidType" }).optional().default(false),
});
export type SignInInput = z.input<typeof signInSchema>;

const challengeSchema = z
  .string({ error: "validation.required" })
  .min(1, { error: "validation.required" })
  .max(2000, { error: "validation.invalid" });

/** POST /api/v1/auth/two-factor: the challenge of the password step and one code, of either kind. */
export const twoFactorSignInSchema = z
  .object({
    challenge: challengeSchema,
    code: totpCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.code === undefined && input.recoveryCode === undefined) {
      ctx.addIssue({ code: "custom", path: ["code"], message: "validation.required" });
    }
    if (input.code !== undefined && input.recoveryCode !== undefined) {
      ctx.addIssue({ code: "custom", path: ["recoveryCode"], message: "validation.unknownField" });
    }
  });
export type TwoFactorSignInInput = z.input<typeof twoFactorSignInSchema>;

/** The code step's own form: one field, whichever kind the user chose. */
export const twoFactorCodeFormSchema = z.object({ code: totpCodeSchema });
export const twoFactorRecoveryFormSchema = z.object({ recoveryCode: recoveryCodeSchema });

/** POST /api/v1/account/two-factor/enable. */
/** POST /api/v1/account/two-factor/enable: the app's first code, and the password (a borrowed session must not lock the owner out). */
export const enableTwoFactorSchema = z.object({ code: totpCodeSchema, password: currentPasswordSchema });
export type EnableTwoFactorInput = z.input<typeof enableTwoFactorSchema>;

/** POST /api/v1/account/two-factor/disable and /recovery-codes. */
export const confirmPasswordSchema = z.object({ password: currentPasswordSchema });
export type ConfirmPasswordInput = z.input<typeof confirmPasswordSchema>;

/** PUT /api/v1/company/security (owner only). */
export const companySecuritySchema = z.object({
  requireTwoFactor: z.boolean({ error: "validation.invalidType" }),
});
export type CompanySecurityInput = z.input<typeof companySecuritySchema>;

/** What GET /api/v1/account/two-factor answers (and the security page hands the card). */
export type TwoFactorState = {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  /** The company requires two-factor of everyone. */
  required: boolean;
};

/** What POST /api/v1/account/two-factor/setup answers. */
export type TwoFactorSetup = { secret: string; otpauthUri: string; qrSvg: string };

/** Where a member whose company requires two-factor goes after signing in without it. */
export const TWO_FACTOR_SETUP_PATH = "/settings/security?setup=two-factor";

/** The answers of POST /api/v1/auth/login and /auth/two-factor (api.md, issue 6). */
export type SignInAnswer =
  | { twoFactorRequired: true; challenge: string }
  | { reactivationRequired: true }
  | { token: string; refreshToken: string; user: { id: string }; twoFactorSetupRequired: boolean };
