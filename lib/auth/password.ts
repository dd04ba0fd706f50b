// Password hashing (bcryptjs: pure JS, no native addon to build).
import bcrypt from "bcryptjs";
import { secretChecks } from "@/lib/auth/secret-checks";

/** Cost 12 (issue 3): ≈ 250 ms per hash on one core here: slow for guessing, fine for sign-in. */
export const BCRYPT_COST = 12;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  secretChecks.password++;
  return bcrypt.compare(password, hash);
}
