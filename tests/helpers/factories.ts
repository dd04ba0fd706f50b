// Test data through the real database: each test file makes its own company and users, so
// nothing depends on test order or on another file's rows.
import { randomBytes } from "node:crypto";
import type { Role } from "@/lib/generated/prisma/client";
import { signAccessToken } from "@/lib/auth/jwt";
import { db } from "@/lib/server/db";
import { getEnv } from "@/lib/server/env";

// A precomputed bcrypt hash keeps factories fast; no test signs in with it.
const UNUSABLE_HASH = "$2b$04$0000000000000000000000uS3N6lQ6p8fG0m4l8s7W6dDk2f4t9yO";

export function uniqueEmail(label = "user") {
  return `${label}-${randomBytes(5).toString("hex")}@test.kanal`;
}

export async function createCompany(name = `Test ${randomBytes(3).toString("hex")}`) {
  return db.company.create({ data: { name } });
}

export async function createUser(options: { companyId: string; role?: Role; email?: string }) {
  return db.user.create({
    data: {
      companyId: options.companyId,
      email: options.email ?? uniqueEmail(options.role ?? "member"),
      firstName: "Test",
      lastName: "Kullanıcı",
      passwordHash: UNUSABLE_HASH,
      role: options.role ?? "member",
    },
  });
}

/** A live session row and a signed access token for it, as a bearer header. */
export async function signIn(user: { id: string; companyId: string }) {
  const session = await db.session.create({
    data: { userId: user.id, companyId: user.companyId, expiresAt: new Date(Date.now() + 86_400_000) },
  });
  const token = await signAccessToken({ sub: user.id, sid: session.id, cid: user.companyId }, getEnv().AUTH_SECRET);
  return { session, token, headers: { authorization: `Bearer ${token}` } };
}
