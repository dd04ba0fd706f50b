import { z } from "zod";
import { requiredLine } from "@/lib/validation/text-fields";
import { COMPANY_SIZES, PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from "@/lib/constants";
import { multiLine, singleLine } from "@/lib/validation/text";

// The auth forms' schemas, shared by the pages (client) and the route handlers (server).
// Messages are `validation.*` keys: each side renders them in its own language.

const byteLength = (value: string) => new TextEncoder().encode(value).length;

export const emailSchema = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, { error: "validation.required" })
  .max(254, { error: "validation.email" })
  .check(singleLine)
  .pipe(z.email({ error: "validation.email" }))
  .transform((email) => email.toLowerCase());

/** Any password that could exist: present and within bcrypt's 72 bytes (login). */
const existingPasswordSchema = z
  .string({ error: "validation.required" })
  .min(1, { error: "validation.required" })
  .check(multiLine)
  .refine((value) => byteLength(value) <= PASSWORD_MAX_BYTES, { error: "validation.passwordTooLong" });

/** The four rules of the reset page (spec 01 §5); the special character is shown, not required. */
export const PASSWORD_RULES = [
  { id: "length", test: (value: string) => value.length >= PASSWORD_MIN_LENGTH },
  { id: "upper", test: (value: string) => /\p{Lu}/u.test(value) },
  { id: "lower", test: (value: string) => /\p{Ll}/u.test(value) },
  { id: "digit", test: (value: string) => /\d/.test(value) },
] as const;
export const SPECIAL_CHARACTER_RULE = { id: "special", test: (value: string) => /[^\p{L}\d\s]/u.test(value) } as const;

export const isStrongPassword = (value: string) => PASSWORD_RULES.every((rule) => rule.test(value));

/** A new password: the rule for register, reset and change (api.md). */
export const newPasswordSchema = existingPasswordSchema
  .refine((value) => value.length >= PASSWORD_MIN_LENGTH, {
    error: "validation.passwordMin",
    abort: true,
  })
  .refine(isStrongPassword, { error: "validation.passwordWeak" });

export const nameSchema = requiredLine(100);

const optionalText = (max: number) =>
  z
    .string({ error: "validation.invalidType" })
    .trim()
    .max(max)
    .check(singleLine)
    .optional()
    .nullable()
    .transform((value) => value || undefined);

export const loginSchema = z.object({
  email: emailSchema,
  password: existingPasswordSchema,
  rememberMe: z.boolean({ error: "validation.invalidType" }).optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const registerSchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  email: emailSchema,
  phone: optionalText(30).refine((value) => !value || /^[+\d][\d\s()-]{3,29}$/.test(value), {
    error: "validation.phone",
  }),
  company: optionalText(120),
  companySize: z.enum(COMPANY_SIZES, { error: "validation.invalidOption" }).optional().nullable(),
  password: newPasswordSchema,
  acceptTerms: z.literal(true, { error: "validation.acceptTerms" }),
  acceptMarketing: z.boolean({ error: "validation.invalidType" }).optional().default(false),
});
export type RegisterInput = z.input<typeof registerSchema>;

// The pages that ask for the new password twice (register, accept an invitation, change password)
// extend the API's schema with `confirmPassword`, required and matching; the API does not take it.
export const confirmPasswordField = {
  confirmPassword: z.string({ error: "validation.required" }).min(1, { error: "validation.required" }),
};
export const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>(
  (form) => form.password === form.confirmPassword,
  { path: ["confirmPassword"], error: "validation.passwordsDiffer" },
);

export const registerFormSchema = registerSchema.extend(confirmPasswordField).check(passwordsMatch);

export const refreshSchema = z.object({ refreshToken: z.string().min(1).max(200).check(singleLine).optional() });

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const tokenSchema = z
  .string({ error: "validation.required" })
  .min(1, { error: "validation.required" })
  .max(200, { error: "validation.invalid" })
  .check(singleLine);

export const resetPasswordSchema = z.object({ email: emailSchema, token: tokenSchema, password: newPasswordSchema });

export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    error: "validation.passwordsDiffer",
  });

export const verificationCodeSchema = z
  .string({ error: "validation.required" })
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), { error: "validation.code" });

export const verifyEmailSchema = z.object({ email: emailSchema, token: tokenSchema, code: verificationCodeSchema });

/** `token` is optional: given, the same link gets a new code; absent, a new link is made. */
export const resendVerificationSchema = z.object({ email: emailSchema, token: tokenSchema.optional() });
