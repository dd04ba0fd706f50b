// Password hashing (bcryptjs: pure JS, no native addon to build).
import bcrypt from "bcryptjs";

/** ≈ 70–100 ms per hash on one core of our 2-core machines: slow for guessing, fine for sign-in. */
export const BCRYPT_COST = 11;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}
