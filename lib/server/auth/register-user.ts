import "server-only";
import { hashPassword } from "@/lib/auth/password";
import type { Prisma, Role } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import type { z } from "zod";
import type { registerSchema } from "@/lib/validation/auth";
import { defaultSandboxChannel } from "@/lib/server/channels/default-sandbox";
import { db } from "@/lib/server/db";
import { fieldError } from "@/lib/server/errors";
import type { Translate } from "@/lib/server/i18n";
import { publicUserSelect, toPublicUser } from "@/lib/server/auth/public-user";

// Registration (api.md): a new company with the person as its owner, in one transaction, so a
// failure leaves nothing half-written. Signing in and the verification mail follow in the route.

export type RegisterUserInput = z.output<typeof registerSchema>;

export const emailTaken = () => fieldError("CONFLICT", "email", "api.errors.EMAIL_TAKEN");

export async function registerUser({ input, locale, t }: { input: RegisterUserInput; locale: Locale; t: Translate }) {
  if (await db.user.findUnique({ where: { email: input.email }, select: { id: true } })) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const companyName =
    input.company ?? t("api.auth.defaultCompanyName", { name: `${input.firstName} ${input.lastName}` });
  return createUserAccount({
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone ?? null,
    passwordHash,
    role: "owner",
    locale,
    marketingOptIn: input.acceptMarketing,
    // The company starts with its sandbox channel (issue 16).
    company: {
      create: { name: companyName, size: input.companySize ?? null, channels: { create: defaultSandboxChannel() } },
    },
  });
}

/**
 * The one way an account is made: registration (a new company, as its owner) and an accepted
 * invitation (an existing company, with the invited role; `client` is then its transaction).
 * Terms are accepted and the person is signed in by the caller, so both are stamped now.
 */
export async function createUserAccount(
  data: {
    email: string;
    firstName: string;
    lastName: string;
    phone?: string | null;
    passwordHash: string;
    role: Role;
    locale: Locale;
    marketingOptIn?: boolean;
    emailVerifiedAt?: Date;
    company: Prisma.CompanyCreateNestedOneWithoutUsersInput;
  },
  client: Prisma.TransactionClient = db,
) {
  const now = new Date();
  try {
    const user = await client.user.create({
      data: { ...data, phone: data.phone ?? null, termsAcceptedAt: now, lastLoginAt: now },
      select: { ...publicUserSelect, locale: true },
    });
    return { user: toPublicUser(user), locale: user.locale };
  } catch (error) {
    // Two registrations of one address at once: the unique index decides, the loser gets 409.
    if (error instanceof Error && "code" in error && error.code === "P2002") throw emailTaken();
    throw error;
  }
}
